import "#server-only";
import { randomUUID } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import type { Prisma, InfractionStatus } from "@/lib/db/generated/client";
import { emitEvent } from "@/lib/events/emit-event";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { formatBRL } from "@/lib/money";
import { lockPaymentWithLink } from "@/lib/payments/payment-rows";
import { holdRefund } from "@/lib/refunds/ledger";
import { committedRefundAmount, insertRefund } from "@/lib/refunds/queries";
import { callProvider, devolucaoIdOf, REFUND_WINDOW_DAYS } from "@/lib/refunds/service";
import { holdInfraction, releaseInfractionHold } from "./ledger";
import { queueHoldEmail, sellerNames } from "./notices";
import {
  hasUnresolvedInfraction,
  insertInfraction,
  lockInfractionRow,
  paymentOfInfraction,
  releaseInfractionRow,
  startInfractionRefund,
} from "./queries";
import { withResponses } from "./responses";
import {
  INFRACTION_ANSWER_DAYS,
  type InfractionJson,
  type InfractionWithResponsesJson,
  type OpenInfractionInput,
} from "./schema";
import { toInfractionJson } from "./serializers";

const DAY_MS = 24 * 60 * 60 * 1000;

type InfractionFilters = { status?: InfractionStatus; sellerId?: string; paymentId?: string };

/** A page of infractions, newest first, each with the seller's answers. */
async function pageOf(where: Prisma.InfractionWhereInput, page: PageQuery) {
  const [rows, total] = await Promise.all([
    db().infraction.findMany({ where, orderBy: [{ openedAt: "desc" }, { id: "desc" }], ...pageWindow(page) }),
    db().infraction.count({ where }),
  ]);
  return toPage(await withResponses(rows), total, page);
}

export async function listInfractions(
  actor: Actor,
  { status, sellerId, paymentId, ...page }: PageQuery & InfractionFilters,
) {
  assertAdmin(actor);
  return pageOf({ ...(status && { status }), ...(sellerId && { sellerId }), ...(paymentId && { paymentId }) }, page);
}

/** The admin page's list: each infraction with its seller's trading name (or account name). */
export async function listInfractionsWithSellers(actor: Actor, query: PageQuery & InfractionFilters) {
  const page = await listInfractions(actor, query);
  const nameOf = await sellerNames(page.data.map((row) => row.sellerId));
  return { ...page, data: page.data.map((row) => ({ ...row, sellerName: nameOf(row.sellerId) })) };
}

function assertSellerReader(actor: Actor): void {
  if (actor.role !== "seller" || !actor.sellerId) throw new AppError("FORBIDDEN");
}

/** The seller's own infractions: what is held from their balance, why, and their answers. */
export async function listSellerInfractions(
  actor: Actor,
  { status, ...page }: PageQuery & { status?: InfractionStatus },
) {
  assertSellerReader(actor);
  return pageOf({ sellerId: actor.sellerId, ...(status && { status }) }, page);
}

/** One of the seller's own infractions with their answers; another seller's is not found. */
export async function getSellerInfraction(actor: Actor, id: string): Promise<InfractionWithResponsesJson> {
  assertSellerReader(actor);
  const row = await db().infraction.findFirst({ where: { id, sellerId: actor.sellerId } });
  if (!row) throw new AppError("NOT_FOUND");
  return (await withResponses([row]))[0]!;
}

/** The payment locked first, then the infraction: the order every path on a payment takes (deadlock-free). */
async function lockInfraction(tx: Tx, id: string) {
  const [found] = await paymentOfInfraction(tx, id);
  if (!found) throw new AppError("NOT_FOUND");
  const payment = (await lockPaymentWithLink(tx, { id: found.paymentId }))!;
  const [infraction] = await lockInfractionRow(tx, id);
  if (infraction!.status !== "OPEN")
    throw new AppError("INVALID_STATUS_TRANSITION", "Esta infração já foi resolvida ou está em devolução.");
  return { payment, infraction: infraction! };
}

/**
 * Opens a MED infraction on a finished payment: the amount (default: all not yet refunded) moves
 * from the seller's available balance to held, which may leave available below zero.
 */
export async function openInfraction(actor: Actor, input: OpenInfractionInput): Promise<InfractionJson> {
  assertAdmin(actor);
  return transaction(async (tx) => {
    const payment = await lockPaymentWithLink(tx, { id: input.paymentId });
    if (!payment) throw new AppError("NOT_FOUND");
    if (payment.status !== "FINISHED")
      throw new AppError("INVALID_STATUS_TRANSITION", "Só um pagamento concluído pode ter uma infração.");
    const [open] = await hasUnresolvedInfraction(tx, payment.id);
    if (open!.unresolved)
      throw new AppError("INVALID_STATUS_TRANSITION", "Este pagamento já tem uma infração em aberto.");
    const [committed] = await committedRefundAmount(tx, payment.id);
    const remaining = payment.amount - Number(committed?.sum ?? 0n);
    const amount = input.amount ?? remaining;
    if (amount <= 0 || amount > remaining)
      throw new AppError("REFUND_EXCEEDS_PAYMENT", `Restam ${formatBRL(remaining)} deste pagamento.`);
    const openedAt = new Date();
    const infraction = (
      await insertInfraction(tx, {
        paymentId: payment.id,
        sellerId: payment.sellerId,
        amount,
        reason: input.reason,
        openedBy: actor.userId,
        openedAt,
        deadlineAt: new Date(openedAt.getTime() + INFRACTION_ANSWER_DAYS * DAY_MS),
      })
    )[0]!;
    await holdInfraction(tx, infraction);
    const json = toInfractionJson(infraction);
    await recordAudit(tx, actor, {
      action: "infraction.opened",
      entityType: "infraction",
      entityId: infraction.id,
      after: json,
    });
    await emitEvent(tx, infraction.sellerId, "infraction.opened", json);
    await queueHoldEmail(tx, infraction, "opening");
    return json;
  });
}

/** Gives the held amount back to the seller's available balance. */
export async function releaseInfraction(actor: Actor, id: string, note?: string): Promise<InfractionJson> {
  assertAdmin(actor);
  return transaction(async (tx) => {
    const { infraction } = await lockInfraction(tx, id);
    await releaseInfractionHold(tx, infraction);
    const released = (await releaseInfractionRow(tx, id, actor.userId, new Date(), note || null))[0]!;
    const json = toInfractionJson(released);
    await recordAudit(tx, actor, {
      action: "infraction.released",
      entityType: "infraction",
      entityId: id,
      before: { status: "OPEN" },
      after: json,
    });
    await emitEvent(tx, released.sellerId, "infraction.resolved", json);
    return json;
  });
}

/**
 * Resolves an infraction by a voluntary devolução of the held amount (natureza ORIGINAL): recorded
 * with its money taken from the hold, asked of the provider outside any transaction, its answer
 * recorded (done: REFUNDED; refused: OPEN again, the money back in the hold).
 */
export async function refundInfraction(actor: Actor, id: string): Promise<InfractionJson> {
  assertAdmin(actor);
  const refundId = await transaction(async (tx) => {
    const { payment, infraction } = await lockInfraction(tx, id);
    if (payment.status !== "FINISHED") throw new AppError("INVALID_STATUS_TRANSITION", "O pagamento já foi devolvido.");
    if (payment.confirmedAt && payment.confirmedAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS < Date.now())
      throw new AppError("REFUND_WINDOW_CLOSED");
    const refundId = randomUUID();
    const refund = (
      await insertRefund(tx, {
        id: refundId,
        paymentId: payment.id,
        sellerId: payment.sellerId,
        amount: infraction.amount,
        reason: "Devolução voluntária de infração MED",
        providerRefundId: devolucaoIdOf(refundId),
        requestedBy: actor.userId,
        idempotencyScope: null,
        idempotencyKey: null,
      })
    )[0]!;
    await holdRefund(tx, refund, { held: infraction.amount });
    await startInfractionRefund(tx, id, refundId, actor.userId);
    await recordAudit(tx, actor, {
      action: "infraction.refund_requested",
      entityType: "infraction",
      entityId: id,
      before: { status: "OPEN" },
      after: { status: "REFUNDING", refundId },
    });
    return refundId;
  });
  await callProvider(refundId);
  return toInfractionJson(await db().infraction.findUniqueOrThrow({ where: { id } }));
}

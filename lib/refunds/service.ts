import "#server-only";
import { assertCan } from "@/lib/auth/guards";
import { randomUUID } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type Tx } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { transaction } from "@/lib/db/transaction";
import type { Payment, Refund } from "@/lib/db/generated/client";
import { emitEvents, type SellerEvent } from "@/lib/events/emit-event";
import { AppError } from "@/lib/http/errors";
import {
  answerIdempotencyKey,
  claimIdempotencyKey,
  type IdempotencyRequest,
  releaseIdempotencyKey,
} from "@/lib/http/idempotency";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { recoveryJob } from "@/lib/jobs/recovery";
import { lockSellerAccount } from "@/lib/ledger/post-journal";
import { queueRefundEmails } from "@/lib/payments/payment-emails";
import { lockPaymentWithLink, paymentsWithLink, visiblePayment } from "@/lib/payments/payment-rows";
import { paymentIds } from "@/lib/payments/queries/rows";
import { toPaymentJson } from "@/lib/payments/serializers";
import { askForDevolucao, type DevolucaoAnswer, type DevolucaoRefusal } from "@/lib/pix/devolucao";
import type { RefundOutcome, RefundRequest } from "@/lib/pix/provider";
import { providerNamed } from "@/lib/pix/providers";
import { recordStatusChange } from "@/lib/reports/payment-stats";
import { hasOpenInfraction, reopenInfractionOf, resolveInfractionRefunded } from "@/lib/infractions/refund-outcome";
import { takeFromReserveHolds } from "@/lib/reserves/release-reserves";
import { holdRefund, releaseRefund, settleRefund } from "./ledger";
import {
  addPaymentRefunded,
  committedRefundAmount,
  completeRefund,
  countRefundCall,
  decrementLinkPayments,
  failRefund,
  insertRefund,
  lockRefundRow,
  markRefundProcessing,
  refundById,
  touchRefund,
} from "./queries";
import { type RefundJson, toRefundJson } from "./serializers";
import { dueForHandover, handOverUnknown } from "./unknown-outcomes";

/** API Pix accepts devoluções within 90 days of the Pix. */
export const REFUND_WINDOW_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RefundInput = { amount?: number; reason?: string };

/** The devolução id we send: the refund id's 32 hex digits ([a-zA-Z0-9]{1,35}), so a repeat is the same devolução. */
export function devolucaoIdOf(refundId: string) {
  return refundId.replaceAll("-", "");
}

/**
 * Returns `amount` (default: all that is left) of a finished payment to its payer, in three steps:
 * the refund recorded with its amount held from the seller's balance (and the key claimed), the
 * provider asked outside any transaction, its answer recorded. Fees are not given back (the
 * provider keeps its own): the refunded amount leaves the seller's balance in full.
 */
export async function requestRefund(
  actor: Actor,
  paymentId: string,
  input: RefundInput,
  idempotency: IdempotencyRequest | null,
): Promise<RefundJson> {
  assertCan(actor, "refund");
  const id = randomUUID();
  const claim = await transaction(async (tx) => {
    const claimed = idempotency
      ? await claimIdempotencyKey<RefundJson>(tx, actor.sellerId, idempotency, id)
      : ({ state: "claimed" } as const);
    if (claimed.state === "claimed") await recordRefund(tx, actor, id, paymentId, input, idempotency);
    return claimed;
  });
  if (claim.state === "answered") return claim.body;
  return toRefundJson(await callProvider(claim.state === "in-progress" ? claim.ref : id));
}

async function recordRefund(
  tx: Tx,
  actor: Actor,
  id: string,
  paymentId: string,
  input: RefundInput,
  idempotency: IdempotencyRequest | null,
) {
  if (!actor.sellerId) throw new AppError("UNAUTHORIZED");
  const payment = await lockPaymentWithLink(tx, visiblePayment(actor, paymentId));
  if (!payment) throw new AppError("NOT_FOUND");
  if (payment.status !== "FINISHED")
    throw new AppError("INVALID_STATUS_TRANSITION", "Só um pagamento concluído pode ser devolvido.");
  if (payment.confirmedAt && payment.confirmedAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS < Date.now())
    throw new AppError("REFUND_WINDOW_CLOSED");
  const [committed] = await committedRefundAmount(tx, payment.id);
  const remaining = payment.amount - Number(committed?.sum ?? 0n);
  const amount = input.amount ?? remaining;
  if (amount <= 0 || amount > remaining) {
    throw new AppError(
      "REFUND_EXCEEDS_PAYMENT",
      `Restam ${(remaining / 100).toFixed(2)} reais a devolver deste pagamento.`,
    );
  }
  if (await hasOpenInfraction(tx, payment.id))
    throw new AppError(
      "INVALID_STATUS_TRANSITION",
      "Este pagamento tem uma infração MED em aberto: a administração a resolve.",
    );
  // The reserve gives what it holds for this payment first; what is left of it is released as usual.
  const fromReserve = await takeFromReserveHolds(tx, payment.id, amount);
  const reserved = fromReserve.reduce((sum, part) => sum + part.amount, 0);
  if ((await lockSellerAccount(tx, payment.sellerId, "SELLER_AVAILABLE")) < BigInt(amount - reserved))
    throw new AppError("INSUFFICIENT_BALANCE");
  const [refund] = await insertRefund(tx, {
    id,
    paymentId: payment.id,
    sellerId: payment.sellerId,
    amount,
    reason: input.reason ?? null,
    providerRefundId: devolucaoIdOf(id),
    requestedBy: actor.userId,
    idempotencyScope: idempotency?.scope ?? null,
    idempotencyKey: idempotency?.key ?? null,
  });
  await holdRefund(tx, refund!, { reserve: fromReserve });
  await recordAudit(tx, actor, {
    action: "refund.requested",
    entityType: "refund",
    entityId: id,
    after: { paymentId: payment.id, amount, fromReserve: reserved, reason: input.reason ?? null },
  });
}

/**
 * Asks the provider for the refund (by its devolução id: a repeat is the same one) and records what it said. The call
 * is counted on the row before it is sent, so a crash, another process or a later call knows it may have gone
 * unanswered.
 */
export async function callProvider(refundId: string): Promise<Refund> {
  const [counted] = await countRefundCall(direct, refundId);
  if (!counted) return updatedRefund(await refundById(direct, refundId));
  const { purchaser, providerChargeId, txid, endToEndId, ...refund } = counted;
  // Unavailable: thrown, and the job asks again by the same id.
  const answer = await askForDevolucao(
    providerNamed(purchaser),
    devolucaoRequest(refund, { providerChargeId, txid, endToEndId }),
  );
  if ("outcome" in answer) return applyRefundOutcome(refund.id, answer.outcome);
  const after = await applyRefusal(refund.id, refund.attempts, answer);
  if (after.status === "FAILED") throw new AppError("PROVIDER_REJECTED", answer.refusal.message);
  return after;
}

/**
 * A refusal with no devolução behind it fails the refund only when no call for it may have gone unanswered: this one
 * the first, none of its tries unanswered, no other made since. Otherwise the devolução may exist where the PSP does
 * not show it yet (reads that lag its writes), so the outcome is unknown: PROCESSING, the money still held, asked
 * for again by the recovery job until the PSP shows it (the admin told after UNKNOWN_HANDOVER_MS, unknown-outcomes.ts).
 */
async function applyRefusal(refundId: string, attempt: number, { refusal, unanswered }: DevolucaoRefusal) {
  return transaction(async (tx) => {
    const locked = await lockedRefund(tx, refundId);
    // Answered meanwhile (another call, a notification): this refusal was of a repeat.
    if (locked.status !== "PENDING_PROVIDER") return locked;
    if (unanswered || attempt > 1 || locked.attempts > attempt)
      return updatedRefund(await markRefundProcessing(tx, refundId, new Date()));
    return recordOutcome(tx, locked, { status: "FAILED", reason: refusal.message });
  });
}

const outcomeOf = (answer: DevolucaoAnswer) => ("outcome" in answer ? answer.outcome : null);

/** The row an update of a refund returned; none, as Prisma's update did, is NOT_FOUND. */
function updatedRefund([refund]: Refund[]): Refund {
  if (!refund) throw new AppError("NOT_FOUND");
  return refund;
}

async function lockedRefund(tx: Tx, refundId: string): Promise<Refund> {
  const [locked] = await lockRefundRow(tx, refundId);
  if (!locked) throw new AppError("NOT_FOUND");
  return locked;
}

function devolucaoRequest(
  refund: Refund,
  payment: Pick<Payment, "providerChargeId" | "txid" | "endToEndId">,
): RefundRequest {
  return {
    refundId: refund.providerRefundId,
    chargeId: payment.providerChargeId ?? payment.txid,
    endToEndId: payment.endToEndId,
    amount: refund.amount,
    reason: refund.reason,
  };
}

/**
 * Records what the provider says of a refund, once: PROCESSING while it works, DONE books the
 * money out (and finishes the refunded payment), FAILED gives the held amount back. Guarded by the
 * refund's state, so the call's answer, a webhook and the poller may all report it.
 */
export async function applyRefundOutcome(refundId: string, outcome: RefundOutcome): Promise<Refund> {
  return transaction(async (tx) => recordOutcome(tx, await lockedRefund(tx, refundId), outcome));
}

async function recordOutcome(tx: Tx, locked: Refund, outcome: RefundOutcome): Promise<Refund> {
  const refundId = locked.id;
  if (locked.status === "DONE" || locked.status === "FAILED") return locked;
  if (outcome.status === "PROCESSING") {
    // Shown by the PSP at last: no longer unknown.
    if (locked.status === "PROCESSING" && !locked.unknownSince) return locked;
    return updatedRefund(await markRefundProcessing(tx, refundId, null));
  }
  if (outcome.status === "FAILED") {
    const failed = updatedRefund(await failRefund(tx, refundId, outcome.reason, new Date()));
    await releaseRefund(tx, failed, await reopenInfractionOf(tx, failed));
    await emitEvents(tx, failed.sellerId, [{ type: "refund.failed", data: toRefundJson(failed) }]);
    await answerKey(tx, failed);
    return failed;
  }
  const done = updatedRefund(await completeRefund(tx, refundId, outcome.at));
  await settleRefund(tx, done);
  await resolveInfractionRefunded(tx, done);
  await finishRefundedPayment(tx, done);
  await answerKey(tx, done);
  return done;
}

async function answerKey(tx: Tx, refund: Refund) {
  if (!refund.idempotencyScope || !refund.idempotencyKey) return;
  // A refund the provider refused may be asked for again with the same key.
  if (refund.status === "FAILED") await releaseIdempotencyKey(tx, refund.idempotencyScope, refund.idempotencyKey);
  else await answerIdempotencyKey(tx, refund.idempotencyScope, refund.idempotencyKey, toRefundJson(refund));
}

/** Adds a done refund to its payment, which becomes REFUNDED once all it received went back. */
async function finishRefundedPayment(tx: Tx, refund: Refund) {
  const payment = (await lockPaymentWithLink(tx, { id: refund.paymentId }))!;
  const refundedAmount = payment.refundedAmount + refund.amount;
  const full = refundedAmount >= payment.amount && payment.status === "FINISHED";
  await addPaymentRefunded(tx, payment, refundedAmount, full ? (refund.completedAt ?? new Date()) : null);
  const updated = (await paymentsWithLink(tx, { id: payment.id }))[0]!;
  const events: SellerEvent[] = [{ type: "refund.completed", data: toRefundJson(refund) }];
  if (full) {
    await recordStatusChange(tx, payment, "FINISHED", "REFUNDED");
    if (payment.paymentLinkId) await decrementLinkPayments(tx, payment.paymentLinkId);
    events.push({ type: "payment.refunded", data: toPaymentJson(updated) });
  }
  await emitEvents(tx, refund.sellerId, events);
  await queueRefundEmails(tx, refund, updated, full);
}

/** Refunds all that is left of a payment (the source API's full refund) and answers the payment as it then is. */
export async function refundRemaining(actor: Actor, paymentId: string) {
  const refund = await requestRefund(actor, paymentId, {}, null);
  return toPaymentJson((await paymentsWithLink(db(), { id: refund.paymentId }))[0]!);
}

/** A payment's refunds, newest first, for its seller or an admin. */
export async function listRefunds(actor: Actor, paymentId: string, page: PageQuery) {
  const [payment] = await paymentIds(db(), visiblePayment(actor, paymentId));
  if (!payment) throw new AppError("NOT_FOUND");
  const where = { paymentId: payment.id };
  const [rows, total] = await Promise.all([
    db().refund.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(page) }),
    db().refund.count({ where }),
  ]);
  return toPage(rows.map(toRefundJson), total, page);
}

/**
 * Finishes refunds a crash or an unavailable provider left unanswered (asks again by the same
 * devolução id) and asks after those still processing, for providers whose notifications may be
 * missed. Counts those that changed state.
 */
export const resumeRefunds = recoveryJob<Refund>({
  name: "resume-refunds",
  due: ({ staleBefore, take }) =>
    db().refund.findMany({
      where: { status: { in: ["PENDING_PROVIDER", "PROCESSING"] }, updatedAt: { lte: staleBefore } },
      orderBy: { createdAt: "asc" },
      take,
    }),
  step: async (refund, now) => {
    const after = refund.status === "PENDING_PROVIDER" ? await callProvider(refund.id) : await pollRefund(refund, now);
    return after.status !== refund.status ? "settled" : "pending";
  },
});

async function pollRefund(refund: Refund, now: Date): Promise<Refund> {
  const payment = (await paymentsWithLink(db(), { id: refund.paymentId }))[0]!;
  const provider = providerNamed(payment.purchaser);
  const request = devolucaoRequest(refund, payment);
  // One of unknown outcome is asked for again by the same id: made now if the first call never reached the PSP,
  // answered or refused again if it did (a refusal still proves nothing).
  const outcome = refund.unknownSince
    ? outcomeOf(await askForDevolucao(provider, request))
    : await provider.getRefund(request);
  // Shown by the PSP: recorded (an unknown one is known from then on).
  if (outcome && (outcome.status !== "PROCESSING" || refund.unknownSince))
    return applyRefundOutcome(refund.id, outcome);
  // Touch the row even when nothing changed, so the next poll waits its turn; a devolução the PSP
  // answered as under way and cannot show yet (a read that lags) is asked after again.
  return transaction(async (tx) => {
    if (dueForHandover(refund.unknownSince, now))
      await handOverUnknown(tx, {
        action: "refund.unconfirmed",
        entityType: "refund",
        entityId: refund.id,
        after: {
          paymentId: refund.paymentId,
          sellerId: refund.sellerId,
          amount: refund.amount,
          unknownSince: refund.unknownSince!.toISOString(),
        },
      });
    return updatedRefund(await touchRefund(tx, refund.id, new Date()));
  });
}

import "#server-only";
import { randomUUID } from "node:crypto";
import { assertAdmin } from "@/lib/auth/guards";
import { maskDocument } from "@/lib/br/documents";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import type { UnmatchedPix, UnmatchedPixReason, UnmatchedPixStatus } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { recoveryJob } from "@/lib/jobs/recovery";
import { postJournal } from "@/lib/ledger/post-journal";
import { logger } from "@/lib/log";
import { askForDevolucao, type DevolucaoRefusal } from "@/lib/pix/devolucao";
import type { ProviderRefund, ReceivedPix, RefundOutcome, RefundRequest } from "@/lib/pix/provider";
import { providerNamed } from "@/lib/pix/providers";
import { devolucaoIdOf } from "@/lib/refunds/service";
import { dueForHandover, handOverUnknown } from "@/lib/refunds/unknown-outcomes";
import { heldAmountOf } from "./held-amount";
import {
  addMedReturned,
  failUnmatchedReturn,
  finishUnmatchedReturn,
  insertMedDevolucao,
  insertUnmatchedPix,
  lockUnmatchedPixRow,
  medDevolucaoBooked,
  setReturnUnknownSince,
  startUnmatchedReturn,
  touchUnmatchedPix,
} from "./queries";
import { toUnmatchedPixJson } from "./serializers";

/**
 * Holds a PIX that credits no seller, in the transaction that found it so: it reached the provider
 * account and now sits in the platform's unmatched receipts until the admin returns it. `payment` is
 * the charge it named, if one of ours (none for a PIX sent to the key without a charge).
 */
export async function holdUnmatchedPix(
  tx: Tx,
  provider: string,
  pix: ReceivedPix,
  payment: { id: string; sellerId: string } | null,
  reason: UnmatchedPixReason,
) {
  const id = randomUUID();
  await insertUnmatchedPix(tx, {
    id,
    provider,
    endToEndId: pix.endToEndId,
    paymentId: payment?.id ?? null,
    sellerId: payment?.sellerId ?? null,
    amount: pix.amount,
    reason,
    devolucaoId: returnDevolucaoIdOf(id, 1),
    receivedAt: pix.paidAt,
  });
  await postJournal(tx, {
    kind: "UNMATCHED_PIX_HELD",
    paymentId: payment?.id ?? null,
    entries: [
      { account: { platform: "PROVIDER_CLEARING" }, amount: -pix.amount, reason: "PAYMENT_RECEIVED" },
      { account: { platform: "UNMATCHED_RECEIPTS" }, amount: pix.amount, reason: "PAYMENT_RECEIVED" },
    ],
  });
}

// 32 hex digits, "r" and two digits: API Pix's devolução id is [a-zA-Z0-9]{1,35}.
const MAX_RETURNS = 99;

/**
 * The devolução id of a held PIX's `number`th return: the row's hex digits (as a refund's) for the first, then "r" and
 * the number, so a return asked again after the PSP did not make the last is a new devolução, and a repeat of one is
 * still the same.
 */
function returnDevolucaoIdOf(id: string, number: number) {
  const first = devolucaoIdOf(id);
  return number === 1 ? first : `${first}r${number}`;
}

/**
 * A return asked again after the last failed: API Pix makes NAO_REALIZADO final, and answers a devolução id already
 * used with that devolução as it ended (or refuses the id), so this one is a new devolução, the last one's id kept as
 * ours.
 */
function anotherReturn(row: Pick<UnmatchedPix, "id" | "devolucaoId" | "failedDevolucaoIds">) {
  const number = row.failedDevolucaoIds.length + 2;
  if (number > MAX_RETURNS)
    throw new AppError(
      "INVALID_STATUS_TRANSITION",
      `O PSP já recusou ou não realizou ${MAX_RETURNS - 1} devoluções deste PIX: não há como pedir outra por aqui. Resolva com o PSP.`,
    );
  return {
    devolucaoId: returnDevolucaoIdOf(row.id, number),
    failedDevolucaoIds: [...row.failedDevolucaoIds, row.devolucaoId],
  };
}

export async function listUnmatchedPix(actor: Actor, { status, ...page }: PageQuery & { status?: UnmatchedPixStatus }) {
  assertAdmin(actor);
  const where = status ? { status } : {};
  const [rows, total] = await Promise.all([
    db().unmatchedPix.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(page) }),
    db().unmatchedPix.count({ where }),
  ]);
  return toPage(await withPayers(rows), total, page);
}

/**
 * Held PIX as the API shows them, each that named a charge of ours with its payer: the customer the charge was made
 * out to, the document masked (API Pix does not say who paid a PIX).
 */
async function withPayers(rows: UnmatchedPix[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.paymentId ? [row.paymentId] : [])))];
  const payments = ids.length
    ? await db().payment.findMany({
        where: { id: { in: ids } },
        select: { id: true, customer: { select: { name: true, documentType: true, documentNumber: true } } },
      })
    : [];
  const payers = new Map(
    payments.map(({ id, customer }) => [
      id,
      { name: customer.name, document: maskDocument(customer.documentType, customer.documentNumber) },
    ]),
  );
  return rows.map((row) => toUnmatchedPixJson(row, (row.paymentId && payers.get(row.paymentId)) || null));
}

/**
 * The admin's one click: what is held of the PIX (all of it, less the PSP's own MED devoluções of it) goes back to its
 * payer as a devolução (by an id derived from this row's and the return's number, so a repeat is the same one), asked
 * for outside any transaction; the provider's answer is applied once.
 */
export async function returnUnmatchedPix(actor: Actor, id: string) {
  assertAdmin(actor);
  const claimed = await transaction(async (tx) => {
    const [row] = await lockUnmatchedPixRow(tx, id);
    if (!row) throw new AppError("NOT_FOUND");
    if (row.status !== "HELD" && row.status !== "RETURN_FAILED")
      throw new AppError("INVALID_STATUS_TRANSITION", "Este PIX já foi devolvido ou está em devolução.");
    // A return that failed ended with every call answered: the next one starts its own count.
    const again = row.status === "RETURN_FAILED" ? anotherReturn(row) : null;
    const returning = (await startUnmatchedReturn(tx, id, actor.userId, again))[0]!;
    await recordAudit(tx, actor, {
      action: "unmatched_pix.returned",
      entityType: "unmatched_pix",
      entityId: id,
      before: { status: row.status },
      after: { status: "RETURNING", amount: heldAmountOf(row), devolucaoId: returning.devolucaoId },
    });
    return returning;
  });
  const [returned] = await withPayers([await askProvider(claimed)]);
  return returned!;
}

/** Asks for the return, the call counted on the row before it is sent (see callProvider in lib/refunds/service.ts). */
async function askProvider(returning: UnmatchedPix): Promise<UnmatchedPix> {
  const [row] = await db().unmatchedPix.updateManyAndReturn({
    where: { id: returning.id, status: "RETURNING" },
    data: { attempts: { increment: 1 } },
  });
  if (!row) return db().unmatchedPix.findUniqueOrThrow({ where: { id: returning.id } });
  const request = {
    refundId: row.devolucaoId,
    chargeId: row.paymentId,
    endToEndId: row.endToEndId,
    amount: heldAmountOf(row),
    reason: "PIX recebido sem cobrança correspondente",
  };
  // Unavailable: thrown, and resumeUnmatchedReturns asks again by the same id.
  const answer = await askForDevolucao(providerNamed(row.provider), request);
  if ("outcome" in answer) return applyUnmatchedReturn(row.id, request.refundId, answer.outcome);
  const after = await applyReturnRefusal(row.id, request, row.attempts, answer);
  if (after.status === "RETURN_FAILED") throw new AppError("PROVIDER_REJECTED", answer.refusal.message);
  return after;
}

/**
 * A refusal with no devolução behind it fails the return only when no call for it may have gone unanswered (as
 * applyRefusal in lib/refunds/service.ts); otherwise the outcome is unknown: it stays RETURNING, the money held, and
 * resumeUnmatchedReturns asks again. A MED devolução booked since the call was made is why the PSP refused more than is
 * left: that job asks again for what is.
 */
async function applyReturnRefusal(
  id: string,
  asked: RefundRequest,
  attempt: number,
  { refusal, unanswered }: DevolucaoRefusal,
) {
  return transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    if (row.status !== "RETURNING" || row.devolucaoId !== asked.refundId || heldAmountOf(row) !== asked.amount)
      return row;
    if (unanswered || attempt > 1 || row.attempts > attempt)
      return (await setReturnUnknownSince(tx, id, row.unknownSince ?? new Date()))[0]!;
    return recordReturnOutcome(tx, row, asked.refundId, { status: "FAILED", reason: refusal.message });
  });
}

async function lockedRow(tx: Tx, id: string): Promise<UnmatchedPix> {
  const [row] = await lockUnmatchedPixRow(tx, id);
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/** What the provider says of a return, applied once: DONE takes the money out of the unmatched receipts. */
async function applyUnmatchedReturn(id: string, devolucaoId: string, outcome: RefundOutcome): Promise<UnmatchedPix> {
  return transaction(async (tx) => recordReturnOutcome(tx, await lockedRow(tx, id), devolucaoId, outcome));
}

/** Applied to the return under way only if it is the one asked under this devolução id, not an earlier one. */
async function recordReturnOutcome(
  tx: Tx,
  row: UnmatchedPix,
  devolucaoId: string,
  outcome: RefundOutcome,
): Promise<UnmatchedPix> {
  const id = row.id;
  if (row.status !== "RETURNING" || row.devolucaoId !== devolucaoId) return row;
  // Under way where the PSP shows it: no longer unknown.
  if (outcome.status === "PROCESSING") return row.unknownSince ? (await setReturnUnknownSince(tx, id, null))[0]! : row;
  if (outcome.status === "FAILED") return (await failUnmatchedReturn(tx, id, outcome.reason))[0]!;
  await bookReturned(tx, row, heldAmountOf(row));
  return (await finishUnmatchedReturn(tx, id, outcome.at))[0]!;
}

/** Money of a held PIX back with its payer, by our return or the PSP's MED: it leaves the PSP account. */
function bookReturned(tx: Tx, row: UnmatchedPix, amount: number) {
  return postJournal(tx, {
    kind: "UNMATCHED_PIX_RETURNED",
    paymentId: row.paymentId,
    entries: [
      { account: { platform: "UNMATCHED_RECEIPTS" }, amount: -amount, reason: "REFUND" },
      { account: { platform: "PROVIDER_CLEARING" }, amount, reason: "REFUND" },
    ],
  });
}

/**
 * The devoluções a provider reported on a PIX (notification, poll or sweep), if it is held here; false if it is not. A
 * held PIX paid no seller, so each is, told apart under the row's lock (a return asked again has a new id), its return,
 * moved to the status reported, or another: one the PSP made on its own (MED), booked once done. One not done moved no
 * money, an earlier return of ours that failed included.
 */
export async function applyHeldPixDevolucoes(provider: string, pix: ReceivedPix): Promise<boolean> {
  const held = await db().unmatchedPix.findUnique({
    where: { provider_endToEndId: { provider, endToEndId: pix.endToEndId } },
  });
  if (!held) return false;
  for (const reported of pix.refunds)
    await transaction(async (tx) => {
      const row = await lockedRow(tx, held.id);
      if (reported.refundId === row.devolucaoId)
        await recordReturnOutcome(tx, row, reported.refundId, reported.outcome);
      else if (reported.outcome.status === "DONE") await bookMedDevolucao(tx, row, reported, reported.outcome.at);
    });
  return true;
}

/**
 * A MED devolução of a held PIX, booked once by its id under the row's lock: out of what is held of it, audited as the
 * platform's. All of it so returned, nothing is left for the admin (RETURNED_BY_MED), and a return under way is over:
 * the PSP cannot make it as well.
 */
async function bookMedDevolucao(tx: Tx, row: UnmatchedPix, reported: ProviderRefund, at: Date) {
  const id = row.id;
  if ((await medDevolucaoBooked(tx, id, reported.refundId)).length) return;
  const held = heldAmountOf(row);
  if (reported.amount > held) {
    // The PSP's devoluções of a PIX never add up to more than it: the reconciliation shows the difference.
    logger().warn({ unmatchedPixId: id, devolucaoId: reported.refundId, held }, "a MED devolução beyond what is held");
    return;
  }
  await insertMedDevolucao(tx, {
    unmatchedPixId: id,
    sellerId: row.sellerId,
    devolucaoId: reported.refundId,
    amount: reported.amount,
    nature: reported.nature,
    returnedAt: at,
  });
  await bookReturned(tx, row, reported.amount);
  const left = held - reported.amount;
  const status = left === 0 ? "RETURNED_BY_MED" : row.status;
  await addMedReturned(tx, id, reported.amount, status, left === 0 ? at : null);
  await recordAudit(tx, null, {
    action: "unmatched_pix.returned_by_med",
    entityType: "unmatched_pix",
    entityId: id,
    before: { status: row.status, heldAmount: held },
    after: {
      status,
      heldAmount: left,
      devolucaoId: reported.refundId,
      nature: reported.nature,
      amount: reported.amount,
    },
  });
}

/** Asks the provider again about returns left unanswered by a crash or an outage. */
export const resumeUnmatchedReturns = recoveryJob<UnmatchedPix>({
  name: "resume-unmatched-returns",
  due: ({ staleBefore, take }) =>
    db().unmatchedPix.findMany({
      where: { status: "RETURNING", updatedAt: { lte: staleBefore } },
      orderBy: { updatedAt: "asc" },
      take,
    }),
  step: async (row, now) => {
    const after = await askProvider(row);
    if (after.status !== "RETURNING") return "settled";
    // Touched, so the next run asks about the others first.
    await transaction(async (tx) => {
      if (dueForHandover(after.unknownSince, now))
        await handOverUnknown(tx, {
          action: "unmatched_pix.return_unconfirmed",
          entityType: "unmatched_pix",
          entityId: row.id,
          after: { endToEndId: row.endToEndId, amount: row.amount, unknownSince: after.unknownSince!.toISOString() },
        });
      await touchUnmatchedPix(tx, row.id, new Date());
    });
    return "pending";
  },
});

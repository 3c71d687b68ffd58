import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import type { Prisma, Withdrawal } from "@/lib/db/generated/client";
import { queueSellerEmail } from "@/lib/email/outbox";
import { emitEvent } from "@/lib/events/emit-event";
import { AppError } from "@/lib/http/errors";
import { type RecoveryOutcome, recoveryJob } from "@/lib/jobs/recovery";
import { lockSellerAccount } from "@/lib/ledger/post-journal";
import { logger } from "@/lib/log";
import { formatBRL } from "@/lib/money";
import { applyProviderEventOnce } from "@/lib/payments/provider-events";
import type { CallbackOutcome } from "@/lib/payments/settlement";
import type { PayoutRequest, SentPayout } from "@/lib/payouts/provider";
import { MANUAL_PAYOUT_PROVIDER } from "@/lib/payouts/manual";
import { payoutProviderNamed } from "@/lib/payouts/providers";
import type { PayoutEvent, PayoutFact } from "@/lib/pix/provider";
import { releaseWithdrawal, settleWithdrawal } from "./ledger";
import { bookPayoutReturns } from "./payout-returns";
import {
  lockWithdrawalOfPayout,
  lockWithdrawalRow,
  markWithdrawalCompleted,
  markWithdrawalFailed,
  markWithdrawalProcessing,
  setWithdrawalPayoutId,
  withdrawalRow,
} from "./queries";
import { toWithdrawalJson } from "./serializers";
import { assertWithdrawalTransition } from "./state";

const DEFAULT_FAILURE = "Falha no envio do PIX";

/**
 * Approves a requested withdrawal (by an admin, `reviewer`, or by the AUTOMATIC mode, null): PROCESSING with no
 * payout id yet is the payout's intent, which sendPayout carries to the provider after the commit. Audited, with no
 * person as actor when the seller's rules approved it. Refused while the seller's available balance is negative: the
 * withdrawal stays REQUESTED for review.
 */
export async function approvePayout(tx: Tx, withdrawal: Withdrawal, reviewer: Actor | null) {
  assertWithdrawalTransition(withdrawal.status, "PROCESSING");
  // A seller below zero (a MED devolução or a chargeback since the request) owes the platform: a payout would widen it.
  const available = await lockSellerAccount(tx, withdrawal.sellerId, "SELLER_AVAILABLE");
  if (available < 0n)
    throw new AppError(
      "INSUFFICIENT_BALANCE",
      `O saldo disponível do vendedor está negativo (${formatBRL(available)}): cubra-o antes de aprovar este saque.`,
    );
  const processing = (await markWithdrawalProcessing(tx, withdrawal.id, new Date(), reviewer?.userId ?? null))[0]!;
  await emitEvent(tx, processing.sellerId, "withdrawal.processing", toWithdrawalJson(processing));
  await recordAudit(tx, reviewer, {
    action: "withdrawal.approved",
    entityType: "withdrawal",
    entityId: withdrawal.id,
    before: { status: withdrawal.status },
    after: { status: processing.status, ...(reviewer === null && { mode: "AUTOMATIC" }) },
  });
  return processing;
}

const payoutRequestOf = (withdrawal: Withdrawal): PayoutRequest => ({
  withdrawalId: withdrawal.id,
  amount: withdrawal.netAmount,
  pixKey: withdrawal.pixKey,
  pixKeyType: withdrawal.pixKeyType,
});

/** The PSP refused this payout (4xx); anything else (down, slow, an answer outside its API) says nothing about it. */
const isRefusal = (error: unknown): error is AppError => error instanceof AppError && error.status < 500;

/**
 * Hands an approved withdrawal to its provider, outside any transaction and keyed by the
 * withdrawal's id (a repeat is the same payout), then records the answer. Throws when the PSP is
 * unavailable: the intent stays for finishPayouts.
 */
export async function sendPayout(withdrawalId: string): Promise<Withdrawal> {
  const withdrawal = await db().withdrawal.findUniqueOrThrow({ where: { id: withdrawalId } });
  // A payout to a key changed less than 24 h before waits for its payableFrom (sendPendingPayouts sends it then).
  if (
    withdrawal.status !== "PROCESSING" ||
    withdrawal.providerPayoutId ||
    (withdrawal.payableFrom && withdrawal.payableFrom > new Date())
  )
    return withdrawal;
  return deliver(withdrawal);
}

/**
 * sendPayout for a request that has committed the approval: a PSP that is down leaves the intent to the job, not an
 * error to the caller.
 */
export async function dispatchPayout(withdrawalId: string): Promise<Withdrawal> {
  try {
    return await sendPayout(withdrawalId);
  } catch (error) {
    logger().warn({ err: error, withdrawalId }, "payout left to the job");
    return db().withdrawal.findUniqueOrThrow({ where: { id: withdrawalId } });
  }
}

/**
 * Asks the PSP for the payout, once, after recording the ask. A refusal may answer a repeat of a payout the PSP already
 * made: read back first, and without a payout found the money goes back only when no ask came before this one (after an
 * unanswered ask, a PSP may refuse the repeat as an id already used before its reads show the payout).
 */
async function deliver(withdrawal: Withdrawal): Promise<Withdrawal> {
  const provider = payoutProviderNamed(withdrawal.provider);
  const firstAsk = await recordPayoutAsk(withdrawal.id);
  let sent: SentPayout;
  try {
    sent = await provider.sendPayout(payoutRequestOf(withdrawal));
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const known = await provider.getPayout(withdrawal.id);
    if (known) return settleSentPayout(withdrawal.id, known);
    if (firstAsk) return failPayout(withdrawal.id, error.message);
    return keepAsking(withdrawal.id, error);
  }
  return recordPayout(withdrawal.id, sent);
}

/** Records, before the call, that the payout is asked of its PSP; true for the first ask (no answer can be missing). */
async function recordPayoutAsk(withdrawalId: string): Promise<boolean> {
  const now = new Date();
  const { count } = await db().withdrawal.updateMany({
    where: { id: withdrawalId, status: "PROCESSING", payoutAskedAt: null },
    data: { payoutAskedAt: now, updatedAt: now },
  });
  return count === 1;
}

/**
 * Neither made nor refused as far as the PSP can tell now: kept PROCESSING with its money reserved, sent to the back of
 * the job's queue to be asked again; an admin is shown it once unconfirmed for PAYOUT_UNCONFIRMED_AFTER_MS.
 */
async function keepAsking(withdrawalId: string, refusal: AppError): Promise<Withdrawal> {
  logger().warn(
    { withdrawalId, err: refusal },
    "payout refused on a repeat and not found at the PSP: kept PROCESSING, asked again later",
  );
  await db().withdrawal.updateMany({
    where: { id: withdrawalId, status: "PROCESSING", providerPayoutId: null },
    data: { updatedAt: new Date() },
  });
  return db().withdrawal.findUniqueOrThrow({ where: { id: withdrawalId } });
}

/** How long a payout may go unconfirmed by its PSP, the jobs asking all along, before an admin is shown it. */
export const PAYOUT_UNCONFIRMED_AFTER_MS = 24 * 60 * 60 * 1000;

/** The payouts still PROCESSING a day after their first ask: an admin has to find out from the PSP. */
export function unconfirmedPayouts(now = new Date()): Prisma.WithdrawalWhereInput {
  return { status: "PROCESSING", payoutAskedAt: { lte: new Date(now.getTime() - PAYOUT_UNCONFIRMED_AFTER_MS) } };
}

export function isPayoutUnconfirmed(withdrawal: Pick<Withdrawal, "status" | "payoutAskedAt">, now = new Date()) {
  return (
    withdrawal.status === "PROCESSING" &&
    withdrawal.payoutAskedAt !== null &&
    withdrawal.payoutAskedAt.getTime() <= now.getTime() - PAYOUT_UNCONFIRMED_AFTER_MS
  );
}

/** Row-locks a withdrawal, so a webhook, the poller and a retry never book one payout twice. */
async function lockWithdrawal(tx: Tx, id: string): Promise<Withdrawal> {
  const [withdrawal] = await lockWithdrawalRow(tx, id);
  if (!withdrawal) throw new AppError("NOT_FOUND");
  return withdrawal;
}

export async function completeWithdrawal(tx: Tx, withdrawal: Withdrawal, at: Date, providerPayoutId: string | null) {
  assertWithdrawalTransition(withdrawal.status, "COMPLETED");
  const completed = (await markWithdrawalCompleted(tx, withdrawal.id, at, providerPayoutId))[0]!;
  await settleWithdrawal(tx, completed);
  await emitEvent(tx, completed.sellerId, "withdrawal.completed", toWithdrawalJson(completed));
  await queueSellerEmail(tx, completed.sellerId, {
    template: "withdrawal.completed",
    data: {
      withdrawalId: completed.id,
      netAmount: completed.netAmount,
      pixKey: completed.pixKey,
      pixKeyType: completed.pixKeyType,
      completedAt: at,
    },
    dedupeKey: `withdrawal.completed:${completed.id}`,
  });
  return completed;
}

/** The payout did not happen: the money goes back to the seller's available balance in its own journal. */
export async function failWithdrawal(tx: Tx, withdrawal: Withdrawal, reason: string, providerPayoutId: string | null) {
  assertWithdrawalTransition(withdrawal.status, "FAILED");
  const failed = (await markWithdrawalFailed(tx, withdrawal.id, reason, providerPayoutId))[0]!;
  await releaseWithdrawal(tx, failed);
  await emitEvent(tx, failed.sellerId, "withdrawal.failed", toWithdrawalJson(failed));
  await queueSellerEmail(tx, failed.sellerId, {
    template: "withdrawal.failed",
    data: { withdrawalId: failed.id, amount: failed.amount, reason },
    dedupeKey: `withdrawal.failed:${failed.id}`,
  });
  return failed;
}

async function failPayout(withdrawalId: string, reason: string) {
  return transaction(async (tx) => {
    const withdrawal = await lockWithdrawal(tx, withdrawalId);
    if (withdrawal.status !== "PROCESSING") return withdrawal;
    return failWithdrawal(tx, withdrawal, reason, withdrawal.providerPayoutId);
  });
}

/**
 * Records a payout as the PSP reports it, once: DONE books it, FAILED gives the money back,
 * PROCESSING keeps its id (and its time, which the poller waits from) for the webhook or the poller.
 * A withdrawal no longer PROCESSING was settled by whoever came first.
 */
export async function recordPayout(withdrawalId: string, sent: SentPayout): Promise<Withdrawal> {
  return transaction(async (tx) => {
    const withdrawal = await lockWithdrawal(tx, withdrawalId);
    if (withdrawal.status !== "PROCESSING") return withdrawal;
    // Never booked on a guess: a person has to look at a payout of another amount.
    if (sent.amount !== withdrawal.netAmount)
      throw new Error(
        `the PSP reports payout ${sent.payoutId} of ${sent.amount} centavos for withdrawal ${withdrawal.id} of ${withdrawal.netAmount}`,
      );
    const providerPayoutId = withdrawal.providerPayoutId ?? sent.payoutId;
    switch (sent.status) {
      case "DONE":
        return completeWithdrawal(tx, withdrawal, sent.settledAt ?? new Date(), providerPayoutId);
      case "FAILED":
        return failWithdrawal(tx, withdrawal, sent.failureReason ?? DEFAULT_FAILURE, providerPayoutId);
      case "PROCESSING":
        return (await setWithdrawalPayoutId(tx, withdrawal.id, providerPayoutId, new Date()))[0]!;
    }
  });
}

/**
 * Reads a payout back from its PSP and records it; one the PSP does not show is asked (again) by the same id. Pending
 * while the PSP neither shows nor takes it.
 */
async function settleAtProvider(withdrawal: Withdrawal): Promise<RecoveryOutcome> {
  const known = await payoutProviderNamed(withdrawal.provider).getPayout(withdrawal.id);
  const after = await (known ? settleSentPayout(withdrawal.id, known) : deliver(withdrawal));
  return after.status === "PROCESSING" && after.providerPayoutId === null ? "pending" : "settled";
}

/** Records a payout read from its PSP, then books the returns it shows of a completed one; the withdrawal after. */
async function settleSentPayout(withdrawalId: string, sent: SentPayout): Promise<Withdrawal> {
  const recorded = await recordPayout(withdrawalId, sent);
  if (recorded.status !== "COMPLETED" || !sent.returns?.length) return recorded;
  await bookPayoutReturns(withdrawalId, sent.returns);
  return db().withdrawal.findUniqueOrThrow({ where: { id: withdrawalId } });
}

/**
 * The one way a payout PSP's fact reaches our books, whichever door it came through: a signed
 * callback, applied once under its event id, or a notice, read back from the PSP first.
 */
export async function settlePayoutFact(fact: PayoutFact): Promise<CallbackOutcome> {
  if (fact.kind === "payout.notice") return applyPayoutNotice(fact.provider, fact.withdrawalId);
  const { provider, event } = fact;
  return applyProviderEventOnce(
    provider,
    { eventId: event.id, type: event.type, reference: event.payoutId, payload: event.raw },
    (tx) => applyPayoutEvent(tx, provider, event),
  );
}

/**
 * A PSP's notice that a payout changed (settled, or money of it came back): nothing is taken from its body, the payout
 * is read back from the PSP by the withdrawal's id. null `withdrawalId`: the notice names no payout of ours.
 */
async function applyPayoutNotice(provider: string, withdrawalId: string | null): Promise<CallbackOutcome> {
  const withdrawal = withdrawalId ? await db().withdrawal.findFirst({ where: { id: withdrawalId, provider } }) : null;
  if (!withdrawal) return "unknown_reference";
  // One never approved has no payout; one failed (or refused, cancelled) has none to come back.
  if (withdrawal.status === "REQUESTED") return "ignored";
  if (withdrawal.status !== "PROCESSING" && withdrawal.status !== "COMPLETED") return "duplicate";
  const sent = await payoutProviderNamed(provider).getPayout(withdrawal.id);
  if (!sent) return "unknown_reference";
  if (sent.amount !== withdrawal.netAmount) return "amount_mismatch";
  if (withdrawal.status === "COMPLETED")
    return (await bookPayoutReturns(withdrawal.id, sent.returns ?? [])) > 0 ? "applied" : "duplicate";
  const after = await settleSentPayout(withdrawal.id, sent);
  return after.status === "PROCESSING" ? "ignored" : "applied";
}

/**
 * The payouts a crash or an unavailable PSP left approved but unsent or unanswered (intents), and those whose key's
 * 24 h hold has ended: asked first, so one the PSP has is recorded, not sent again; the least recently tried first.
 */
export const sendPendingPayouts = recoveryJob<Withdrawal>({
  name: "send-pending-payouts",
  due: ({ staleBefore, take, now }) =>
    db().withdrawal.findMany({
      where: {
        status: "PROCESSING",
        // A manual payout waits for an admin (manual-payouts.ts), not for a PSP: neither job has anything to ask.
        provider: { not: MANUAL_PAYOUT_PROVIDER },
        providerPayoutId: null,
        updatedAt: { lte: staleBefore },
        OR: [{ payableFrom: null }, { payableFrom: { lte: now } }],
      },
      orderBy: { updatedAt: "asc" },
      take,
    }),
  step: settleAtProvider,
});

/**
 * The payouts sent and still PROCESSING after a while (their webhook missed): read back and settled; the least recently
 * asked first.
 */
export const pollSentPayouts = recoveryJob<Withdrawal>({
  name: "poll-sent-payouts",
  due: ({ staleBefore, take }) =>
    db().withdrawal.findMany({
      where: {
        status: "PROCESSING",
        provider: { not: MANUAL_PAYOUT_PROVIDER },
        providerPayoutId: { not: null },
        updatedAt: { lte: staleBefore },
      },
      orderBy: { updatedAt: "asc" },
      take,
    }),
  step: settleAtProvider,
});

/** The job: payouts left unsent, then payouts left unsettled. */
export async function finishPayouts(now = new Date()): Promise<number> {
  return (await sendPendingPayouts(now)) + (await pollSentPayouts(now));
}

/** Applies a sandbox payout callback: COMPLETED books the payout, FAILED gives the money back. */
async function applyPayoutEvent(tx: Tx, provider: string, event: PayoutEvent): Promise<CallbackOutcome> {
  const [row] = await lockWithdrawalOfPayout(tx, provider, event.payoutId);
  if (!row) return "unknown_reference";
  const withdrawal = (await withdrawalRow(tx, row.id))[0]!;
  if (event.amount !== withdrawal.netAmount) return "amount_mismatch";
  if (withdrawal.status !== "PROCESSING") return "ignored";
  if (event.type === "payout.completed")
    await completeWithdrawal(tx, withdrawal, event.occurredAt, withdrawal.providerPayoutId);
  else await failWithdrawal(tx, withdrawal, event.reason ?? DEFAULT_FAILURE, withdrawal.providerPayoutId);
  return "applied";
}

import { db, type Tx } from "@/lib/db/client";
import type { Withdrawal } from "@/lib/db/generated/client";
import { emitEvent } from "@/lib/events/emit-event";
import { AppError } from "@/lib/http/errors";
import { logger } from "@/lib/log";
import type { CallbackOutcome } from "@/lib/payments/settlement";
import type { PayoutEvent } from "@/lib/pix/provider";
import { providerNamed } from "@/lib/pix/providers";
import { releaseWithdrawal, settleWithdrawal } from "./ledger";
import { toWithdrawalJson } from "./serializers";
import { assertWithdrawalTransition } from "./state";

/**
 * Approves a requested withdrawal (by an admin, or by the AUTOMATIC mode): PROCESSING with no
 * payout id yet is the payout's intent, which sendPayout carries to the provider after the commit.
 */
export async function approvePayout(tx: Tx, withdrawal: Withdrawal, reviewerId: string | null) {
  assertWithdrawalTransition(withdrawal.status, "PROCESSING");
  const processing = await tx.withdrawal.update({
    where: { id: withdrawal.id },
    data: { status: "PROCESSING", reviewedAt: new Date(), reviewedBy: reviewerId },
  });
  await emitEvent(tx, processing.sellerId, "withdrawal.processing", toWithdrawalJson(processing));
  return processing;
}

/**
 * Hands an approved withdrawal to the provider, outside any transaction and keyed by the
 * withdrawal's id (a repeat is the same payout), then records the provider's payout id once. A
 * provider that refuses fails the withdrawal and gives the money back; one that is unavailable
 * leaves it to sendPendingPayouts.
 */
export async function sendPayout(withdrawalId: string): Promise<Withdrawal> {
  const withdrawal = await db().withdrawal.findUniqueOrThrow({ where: { id: withdrawalId } });
  if (withdrawal.status !== "PROCESSING" || withdrawal.providerPayoutId) return withdrawal;
  let payoutId: string;
  try {
    ({ payoutId } = await providerNamed(withdrawal.provider).sendPayout({
      withdrawalId: withdrawal.id,
      amount: withdrawal.netAmount,
      pixKey: withdrawal.pixKey,
      pixKeyType: withdrawal.pixKeyType,
    }));
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return failPayout(withdrawal.id, error.message);
  }
  await db().$executeRaw`UPDATE withdrawals SET "providerPayoutId" = ${payoutId}, "updatedAt" = now() WHERE id = ${withdrawal.id}::uuid AND "providerPayoutId" IS NULL`;
  return db().withdrawal.findUniqueOrThrow({ where: { id: withdrawal.id } });
}

async function failPayout(withdrawalId: string, reason: string) {
  return db().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<Withdrawal[]>`SELECT * FROM withdrawals WHERE id = ${withdrawalId}::uuid FOR UPDATE`;
    if (!locked || locked.status !== "PROCESSING" || locked.providerPayoutId) return locked!;
    const failed = await tx.withdrawal.update({ where: { id: withdrawalId }, data: { status: "FAILED", failureReason: reason } });
    await releaseWithdrawal(tx, failed);
    await emitEvent(tx, failed.sellerId, "withdrawal.failed", toWithdrawalJson(failed));
    return failed;
  });
}

// Long enough that the approving request has given up on its own call.
const STALE_AFTER_MS = 2 * 60 * 1000;

/** Sends the payouts that a crash or an unavailable provider left approved but unsent. */
export async function sendPendingPayouts(now = new Date()): Promise<number> {
  const pending = await db().withdrawal.findMany({
    where: { status: "PROCESSING", providerPayoutId: null, reviewedAt: { lte: new Date(now.getTime() - STALE_AFTER_MS) } },
    orderBy: { reviewedAt: "asc" },
    take: 100,
  });
  let sent = 0;
  for (const withdrawal of pending) {
    try {
      await sendPayout(withdrawal.id);
      sent++;
    } catch (error) {
      logger().warn({ err: error, withdrawalId: withdrawal.id }, "payout still unsent");
    }
  }
  return sent;
}

/** Applies a payout callback: COMPLETED books the payout, FAILED gives the money back. */
export async function applyPayoutEvent(tx: Tx, provider: string, event: PayoutEvent): Promise<CallbackOutcome> {
  const [row] = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM withdrawals WHERE provider = ${provider} AND "providerPayoutId" = ${event.payoutId} FOR UPDATE`;
  if (!row) return "unknown_reference";
  const withdrawal = await tx.withdrawal.findUniqueOrThrow({ where: { id: row.id } });
  if (event.amount !== withdrawal.netAmount) return "amount_mismatch";
  if (withdrawal.status !== "PROCESSING") return "ignored";
  if (event.type === "payout.completed") {
    assertWithdrawalTransition(withdrawal.status, "COMPLETED");
    const completed = await tx.withdrawal.update({ where: { id: withdrawal.id }, data: { status: "COMPLETED", completedAt: event.occurredAt } });
    await settleWithdrawal(tx, completed);
    await emitEvent(tx, completed.sellerId, "withdrawal.completed", toWithdrawalJson(completed));
  } else {
    assertWithdrawalTransition(withdrawal.status, "FAILED");
    const failed = await tx.withdrawal.update({
      where: { id: withdrawal.id },
      data: { status: "FAILED", failureReason: event.reason ?? "Falha no envio do PIX" },
    });
    await releaseWithdrawal(tx, failed);
    await emitEvent(tx, failed.sellerId, "withdrawal.failed", toWithdrawalJson(failed));
  }
  return "applied";
}

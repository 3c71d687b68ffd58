import type { Tx } from "@/lib/db/client";
import type { Withdrawal } from "@/lib/db/generated/client";
import { emitEvent } from "@/lib/events/emit-event";
import type { CallbackOutcome } from "@/lib/payments/settlement";
import type { PayoutEvent } from "@/lib/pix/provider";
import { providerNamed } from "@/lib/pix/providers";
import { releaseWithdrawal, settleWithdrawal } from "./ledger";
import { toWithdrawalJson } from "./serializers";
import { assertWithdrawalTransition } from "./state";

/** Approves a requested withdrawal (by an admin, or by the AUTOMATIC mode) and hands it to the provider. */
export async function startPayout(tx: Tx, withdrawal: Withdrawal, reviewerId: string | null) {
  assertWithdrawalTransition(withdrawal.status, "PROCESSING");
  const { payoutId } = await providerNamed(withdrawal.provider).sendPayout({
    withdrawalId: withdrawal.id,
    amount: withdrawal.netAmount,
    pixKey: withdrawal.pixKey,
    pixKeyType: withdrawal.pixKeyType,
  });
  const processing = await tx.withdrawal.update({
    where: { id: withdrawal.id },
    data: { status: "PROCESSING", reviewedAt: new Date(), reviewedBy: reviewerId, providerPayoutId: payoutId },
  });
  await emitEvent(tx, processing.sellerId, "withdrawal.processing", toWithdrawalJson(processing));
  return processing;
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

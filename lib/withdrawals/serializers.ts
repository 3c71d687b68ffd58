import "#server-only";
import type { PayoutKey, Withdrawal } from "@/lib/db/generated/client";
import { centsToReais } from "@/lib/money";
import { MANUAL_PAYOUT_PROVIDER } from "@/lib/payouts/manual";

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toWithdrawalJson(withdrawal: Withdrawal) {
  return {
    id: withdrawal.id,
    sellerId: withdrawal.sellerId,
    amount: centsToReais(withdrawal.amount),
    fee: centsToReais(withdrawal.fee),
    netAmount: centsToReais(withdrawal.netAmount),
    pixKey: withdrawal.pixKey,
    pixKeyType: withdrawal.pixKeyType,
    payableFrom: iso(withdrawal.payableFrom),
    status: withdrawal.status,
    requestedAt: withdrawal.requestedAt.toISOString(),
    reviewedAt: iso(withdrawal.reviewedAt),
    reviewedBy: withdrawal.reviewedBy,
    completedAt: iso(withdrawal.completedAt),
    rejectionReason: withdrawal.rejectionReason,
    failureReason: withdrawal.failureReason,
    manualPayout: withdrawal.provider === MANUAL_PAYOUT_PROVIDER,
    endToEndId: withdrawal.endToEndId,
    returnedAmount: centsToReais(withdrawal.returnedAmount),
  };
}

/** A key whose holder no one checked (not the company's document) waits for an admin's first approval. */
export function payoutKeyReviewRequired(key: Pick<PayoutKey, "holderVerified" | "approvedAt">) {
  return !key.holderVerified && key.approvedAt === null;
}

export function toPayoutKeyJson(key: PayoutKey) {
  return {
    id: key.id,
    pixKey: key.pixKey,
    pixKeyType: key.pixKeyType,
    holderVerified: key.holderVerified,
    approvedAt: iso(key.approvedAt),
    reviewRequired: payoutKeyReviewRequired(key),
    payableFrom: iso(key.payableFrom),
    createdAt: key.createdAt.toISOString(),
  };
}

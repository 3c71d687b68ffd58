import type { Withdrawal } from "@/lib/db/generated/client";
import { centsToReais } from "@/lib/money";

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
    status: withdrawal.status,
    requestedAt: withdrawal.requestedAt.toISOString(),
    reviewedAt: iso(withdrawal.reviewedAt),
    reviewedBy: withdrawal.reviewedBy,
    completedAt: iso(withdrawal.completedAt),
    rejectionReason: withdrawal.rejectionReason,
    failureReason: withdrawal.failureReason,
  };
}

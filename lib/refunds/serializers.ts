import "#server-only";
import type { Refund } from "@/lib/db/generated/client";
import { centsToReais } from "@/lib/money";
import type { RefundJson } from "./schema";

export type { RefundJson };

export function toRefundJson(refund: Refund): RefundJson {
  return {
    id: refund.id,
    paymentId: refund.paymentId,
    amount: centsToReais(refund.amount),
    reason: refund.reason,
    // Not yet answered by the provider is, to the seller, being processed.
    status: refund.status === "PENDING_PROVIDER" ? "PROCESSING" : refund.status,
    nature: refund.nature,
    failureReason: refund.failureReason,
    createdAt: refund.createdAt.toISOString(),
    completedAt: refund.completedAt?.toISOString() ?? null,
  };
}

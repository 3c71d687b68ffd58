import "#server-only";
import type { Tx } from "@/lib/db/client";
import type { Refund } from "@/lib/db/generated/client";
import { postJournal } from "@/lib/ledger/post-journal";

/** Where a refund's money comes from besides available: the payment's reserve, an infraction's hold. */
export type RefundSources = { reserve?: number; held?: number };

/** Holds a refund's amount while the provider works: from the sources given, the rest from available. */
export function holdRefund(tx: Tx, refund: Refund, { reserve = 0, held = 0 }: RefundSources) {
  const seller = refund.sellerId;
  return postJournal(tx, {
    kind: "REFUND_REQUESTED",
    paymentId: refund.paymentId,
    entries: [
      { account: { seller, type: "SELLER_RESERVED" }, amount: -reserve, reason: "REFUND" },
      { account: { seller, type: "SELLER_HELD" }, amount: -held, reason: "REFUND" },
      { account: { seller, type: "SELLER_AVAILABLE" }, amount: -(refund.amount - reserve - held), reason: "REFUND" },
      { account: { seller, type: "SELLER_PENDING_REFUND" }, amount: refund.amount, reason: "REFUND" },
    ],
  });
}

/** The provider returned the money: it leaves the provider account. The fees stay where they were booked. */
export function settleRefund(tx: Tx, refund: Refund) {
  return postJournal(tx, {
    kind: "REFUND_COMPLETED",
    paymentId: refund.paymentId,
    entries: [
      { account: { seller: refund.sellerId, type: "SELLER_PENDING_REFUND" }, amount: -refund.amount, reason: "REFUND" },
      { account: { platform: "PROVIDER_CLEARING" }, amount: refund.amount, reason: "REFUND" },
    ],
  });
}

/**
 * The provider could not return it: the held amount goes back to the seller's available balance,
 * or to the infraction's hold when the refund was that infraction's voluntary devolução.
 */
export function releaseRefund(tx: Tx, refund: Refund, to: "SELLER_AVAILABLE" | "SELLER_HELD" = "SELLER_AVAILABLE") {
  const seller = refund.sellerId;
  return postJournal(tx, {
    kind: "REFUND_FAILED",
    paymentId: refund.paymentId,
    entries: [
      { account: { seller, type: "SELLER_PENDING_REFUND" }, amount: -refund.amount, reason: "REFUND" },
      { account: { seller, type: to }, amount: refund.amount, reason: "REFUND" },
    ],
  });
}

import type { Tx } from "@/lib/db/client";
import type { Refund } from "@/lib/db/generated/client";
import { postJournal } from "@/lib/ledger/post-journal";

/** Holds a refund's amount while the provider works: from the payment's reserve first, the rest from available. */
export function holdRefund(tx: Tx, refund: Refund, fromReserve: number) {
  const seller = refund.sellerId;
  return postJournal(tx, {
    kind: "REFUND_REQUESTED",
    paymentId: refund.paymentId,
    entries: [
      { account: { seller, type: "SELLER_RESERVED" }, amount: -fromReserve, reason: "REFUND" },
      { account: { seller, type: "SELLER_AVAILABLE" }, amount: -(refund.amount - fromReserve), reason: "REFUND" },
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

/** The provider could not return it: the held amount goes back to the seller's available balance. */
export function releaseRefund(tx: Tx, refund: Refund) {
  const seller = refund.sellerId;
  return postJournal(tx, {
    kind: "REFUND_FAILED",
    paymentId: refund.paymentId,
    entries: [
      { account: { seller, type: "SELLER_PENDING_REFUND" }, amount: -refund.amount, reason: "REFUND" },
      { account: { seller, type: "SELLER_AVAILABLE" }, amount: refund.amount, reason: "REFUND" },
    ],
  });
}

import "#server-only";
import type { Tx } from "@/lib/db/client";
import type { Refund } from "@/lib/db/generated/client";
import { postJournal } from "@/lib/ledger/post-journal";
import { type ReservePart, restoreReserveHolds } from "@/lib/reserves/release-reserves";
import { insertRefundReserveParts, refundReserveParts, setRefundHeldAmount } from "./queries";

/** Where a refund's money comes from besides available: the payment's reserve holds, an infraction's hold. */
export type RefundSources = { reserve?: ReservePart[]; held?: number };

/**
 * Holds a refund's amount while the provider works: from the sources given, the rest from available. The sources are
 * recorded with the refund, so a failure gives each part back where it came from.
 */
export async function holdRefund(tx: Tx, refund: Refund, { reserve = [], held = 0 }: RefundSources) {
  const seller = refund.sellerId;
  const fromReserve = reserve.reduce((sum, part) => sum + part.amount, 0);
  if (reserve.length) await insertRefundReserveParts(tx, refund, reserve);
  if (held) await setRefundHeldAmount(tx, refund.id, held);
  await postJournal(tx, {
    kind: "REFUND_REQUESTED",
    paymentId: refund.paymentId,
    entries: [
      { account: { seller, type: "SELLER_RESERVED" }, amount: -fromReserve, reason: "REFUND" },
      { account: { seller, type: "SELLER_HELD" }, amount: -held, reason: "REFUND" },
      {
        account: { seller, type: "SELLER_AVAILABLE" },
        amount: -(refund.amount - fromReserve - held),
        reason: "REFUND",
      },
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
 * The provider could not return it: each part goes back where it came from, in one journal. The reserve's to its
 * holds (released on their dates as before), the infraction's to the hold when `infractionReopened`, the rest to
 * the seller's available balance.
 */
export async function releaseRefund(tx: Tx, refund: Refund, infractionReopened: boolean) {
  const seller = refund.sellerId;
  const parts = await refundReserveParts(tx, refund.id);
  const toReserve = await restoreReserveHolds(tx, parts);
  const toHeld = infractionReopened ? refund.heldAmount : 0;
  await postJournal(tx, {
    kind: "REFUND_FAILED",
    paymentId: refund.paymentId,
    entries: [
      { account: { seller, type: "SELLER_PENDING_REFUND" }, amount: -refund.amount, reason: "REFUND" },
      { account: { seller, type: "SELLER_RESERVED" }, amount: toReserve, reason: "REFUND" },
      { account: { seller, type: "SELLER_HELD" }, amount: toHeld, reason: "REFUND" },
      { account: { seller, type: "SELLER_AVAILABLE" }, amount: refund.amount - toReserve - toHeld, reason: "REFUND" },
    ],
  });
}

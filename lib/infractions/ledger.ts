import "#server-only";
import type { Tx } from "@/lib/db/client";
import { postJournal } from "@/lib/ledger/post-journal";

type HeldAmount = { sellerId: string; paymentId: string; amount: number };

/** Opening: available → held. Available may go below zero (README "MED and holds"). */
export function holdInfraction(tx: Tx, { sellerId, paymentId, amount }: HeldAmount) {
  return postJournal(tx, {
    kind: "INFRACTION_OPENED",
    paymentId,
    entries: [
      { account: { seller: sellerId, type: "SELLER_AVAILABLE" }, amount: -amount, reason: "INFRACTION_HOLD" },
      { account: { seller: sellerId, type: "SELLER_HELD" }, amount, reason: "INFRACTION_HOLD" },
    ],
  });
}

/** Release (all, or what a MED devolução left of the hold): held → available. */
export function releaseInfractionHold(tx: Tx, { sellerId, paymentId, amount }: HeldAmount) {
  return postJournal(tx, {
    kind: "INFRACTION_RELEASED",
    paymentId,
    entries: [
      { account: { seller: sellerId, type: "SELLER_HELD" }, amount: -amount, reason: "INFRACTION_RELEASE" },
      { account: { seller: sellerId, type: "SELLER_AVAILABLE" }, amount, reason: "INFRACTION_RELEASE" },
    ],
  });
}

import "#server-only";
import type { Tx } from "@/lib/db/client";
import type { Withdrawal } from "@/lib/db/generated/client";
import { postJournal } from "@/lib/ledger/post-journal";

/** Holds a withdrawal's amount: out of available (net and fee), into pending. */
export function holdWithdrawal(tx: Tx, w: Withdrawal) {
  const seller = w.sellerId;
  return postJournal(tx, {
    kind: "WITHDRAWAL_REQUESTED",
    withdrawalId: w.id,
    entries: [
      { account: { seller, type: "SELLER_AVAILABLE" }, amount: -w.netAmount, reason: "WITHDRAWAL" },
      { account: { seller, type: "SELLER_AVAILABLE" }, amount: -w.fee, reason: "WITHDRAWAL_FEE" },
      { account: { seller, type: "SELLER_PENDING_WITHDRAWAL" }, amount: w.amount, reason: "WITHDRAWAL" },
    ],
  });
}

/** Gives a held amount back to available (rejected, cancelled or failed). */
export function releaseWithdrawal(tx: Tx, w: Withdrawal) {
  const seller = w.sellerId;
  return postJournal(tx, {
    kind: "WITHDRAWAL_REVERSED",
    withdrawalId: w.id,
    entries: [
      { account: { seller, type: "SELLER_PENDING_WITHDRAWAL" }, amount: -w.amount, reason: "WITHDRAWAL_REVERSAL" },
      { account: { seller, type: "SELLER_AVAILABLE" }, amount: w.amount, reason: "WITHDRAWAL_REVERSAL" },
    ],
  });
}

/** The payout went out: the net leaves the provider account, the fee is the platform's. */
export function settleWithdrawal(tx: Tx, w: Withdrawal) {
  const seller = w.sellerId;
  return postJournal(tx, {
    kind: "WITHDRAWAL_COMPLETED",
    withdrawalId: w.id,
    entries: [
      { account: { seller, type: "SELLER_PENDING_WITHDRAWAL" }, amount: -w.amount, reason: "WITHDRAWAL" },
      { account: { platform: "PROVIDER_CLEARING" }, amount: w.netAmount, reason: "WITHDRAWAL" },
      { account: { platform: "PLATFORM_FEES" }, amount: w.fee, reason: "WITHDRAWAL_FEE" },
    ],
  });
}

/** The receiving bank sent back `amount` of a completed payout: into the provider account, to the seller. */
export function returnWithdrawal(tx: Tx, w: Withdrawal, amount: number) {
  const seller = w.sellerId;
  return postJournal(tx, {
    kind: "WITHDRAWAL_RETURNED",
    withdrawalId: w.id,
    entries: [
      { account: { platform: "PROVIDER_CLEARING" }, amount: -amount, reason: "WITHDRAWAL_REVERSAL" },
      { account: { seller, type: "SELLER_AVAILABLE" }, amount, reason: "WITHDRAWAL_REVERSAL" },
    ],
  });
}

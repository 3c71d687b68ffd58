import "#server-only";
import type { Tx } from "@/lib/db/client";
import type { SentPayout } from "@/lib/payouts/provider";
import type { ReceivedPix } from "@/lib/pix/provider";
import { saoPauloDayEnd, saoPauloDayStart } from "@/lib/time/sao-paulo-days";
import { clearDifferencesNotFound, countFound, dropFoundTable, mergeFoundDifferences } from "./queries/differences";
import {
  addOurPixListedByPsp,
  analyzeOurPix,
  analyzePspPix,
  countPix,
  createFoundPixTable,
  createOurPixTable,
  createPspPixTable,
  indexOurPix,
  insertPspPix,
} from "./queries/received-pix";
import {
  addOurPayoutsListedByPsp,
  countPayouts,
  createFoundPayoutsTable,
  createOurPayoutsTable,
  createPspPayoutsTable,
  indexOurPayouts,
  insertPspPayouts,
} from "./queries/sent-payouts";

export type DayCounts = { pspCount: number; ourCount: number; matchedCount: number; differenceCount: number };

/** centavos the PSP has returned of a PIX: its devoluções done. */
export function refundedAtPsp(pix: ReceivedPix) {
  return pix.refunds.reduce((sum, refund) => sum + (refund.outcome.status === "DONE" ? refund.amount : 0), 0);
}

/**
 * Compares, in set operations over temporary tables, the PIX the PSP received on a São Paulo day with our ledger's, by
 * end-to-end id: our side is the payments it settled that day and the PIX held that day, plus those
 * of the PSP's list we recorded on another day (a settlement near midnight). What differs (missing on
 * one side, another amount received or returned) is merged into the run's differences.
 */
export async function compareDay(
  tx: Tx,
  runId: string,
  provider: string,
  day: string,
  received: ReceivedPix[],
): Promise<DayCounts> {
  const start = saoPauloDayStart(day);
  const end = saoPauloDayEnd(day);
  const psp = received.filter((pix) => pix.paidAt >= start && pix.paidAt < end);
  await createPspPixTable(tx);
  await insertPspPix(
    tx,
    psp.map((pix) => ({
      endToEndId: pix.endToEndId,
      txid: pix.txid,
      amount: pix.amount,
      refunded: refundedAtPsp(pix),
    })),
  );
  await analyzePspPix(tx);
  await createOurPixTable(tx, provider, start, end);
  await indexOurPix(tx);
  await addOurPixListedByPsp(tx, provider);
  await analyzeOurPix(tx);
  await createFoundPixTable(tx, provider);
  const [counts] = await countPix(tx);
  const differenceCount = await mergeFound(tx, runId, "RECEIVED_PIX");
  return { pspCount: psp.length, ourCount: counts!.ourCount, matchedCount: counts!.matchedCount, differenceCount };
}

/**
 * The payouts sent on a São Paulo day, compared by the PSP's payout id with our withdrawals paid out
 * that day (approved then: the payout is asked for at once), plus those of the PSP's list approved on
 * another day. What each side says was sent: the amount, or 0 once failed (one still processing counts
 * as sent, as its money is committed); a difference is only explained, never fixed from here.
 */
export async function compareSentPayouts(
  tx: Tx,
  runId: string,
  provider: string,
  day: string,
  payouts: SentPayout[],
): Promise<DayCounts> {
  const start = saoPauloDayStart(day);
  const end = saoPauloDayEnd(day);
  const psp = payouts.filter((payout) => payout.requestedAt >= start && payout.requestedAt < end);
  await createPspPayoutsTable(tx);
  await insertPspPayouts(
    tx,
    psp.map((payout) => ({ payoutId: payout.payoutId, amount: payout.status === "FAILED" ? 0 : payout.amount })),
  );
  await createOurPayoutsTable(tx, provider, start, end);
  await indexOurPayouts(tx);
  await addOurPayoutsListedByPsp(tx, provider);
  await createFoundPayoutsTable(tx);
  const [counts] = await countPayouts(tx);
  const differenceCount = await mergeFound(tx, runId, "PAYOUT");
  return { pspCount: psp.length, ourCount: counts!.ourCount, matchedCount: counts!.matchedCount, differenceCount };
}

/**
 * Merges what one comparison found (reconciliation_found) into the run's differences of that subject:
 * new ones open, open ones refreshed or, when they no longer differ, cleared; resolved ones left as
 * they are. Drops the found table, so the next comparison in the transaction can make its own.
 */
async function mergeFound(tx: Tx, runId: string, subject: "RECEIVED_PIX" | "PAYOUT"): Promise<number> {
  await mergeFoundDifferences(tx, runId);
  await clearDifferencesNotFound(tx, runId, subject);
  const [found] = await countFound(tx);
  await dropFoundTable(tx);
  return found!.count;
}

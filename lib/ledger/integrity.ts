import "#server-only";
import type { Tx } from "@/lib/db/client";
import { PLATFORM_ACCOUNT_TYPES } from "./post-journal";
import { driftedAccounts, entriesWithoutJournal, unbalancedJournals } from "./queries";

export type LedgerProblems = {
  unbalancedJournals: string[];
  driftedAccounts: { accountId: string; cached: bigint; actual: bigint }[];
  entriesWithoutJournal: string[];
};

/**
 * Recomputes the ledger: every journal must sum to zero, every cached balance (seller accounts;
 * platform accounts keep none) equal its entries, and every entry have its journal.
 */
export async function checkLedger(tx: Tx): Promise<LedgerProblems> {
  const unbalanced = await unbalancedJournals(tx);
  const drifted = await driftedAccounts(tx, PLATFORM_ACCOUNT_TYPES);
  const orphans = await entriesWithoutJournal(tx);
  return {
    unbalancedJournals: unbalanced.map((row) => row.journalId),
    driftedAccounts: drifted,
    entriesWithoutJournal: orphans.map((row) => row.entryId),
  };
}

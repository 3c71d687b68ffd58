import "#server-only";
import type { Tx } from "@/lib/db/client";
import { PLATFORM_ACCOUNT_TYPES } from "./post-journal";
import { driftedAccounts, unbalancedJournals } from "./queries";

export type LedgerProblems = {
  unbalancedJournals: string[];
  driftedAccounts: { accountId: string; cached: bigint; actual: bigint }[];
};

/**
 * Recomputes the ledger: every journal must sum to zero and every cached balance (seller accounts;
 * platform accounts keep none) equal its entries.
 */
export async function checkLedger(tx: Tx): Promise<LedgerProblems> {
  const unbalanced = await unbalancedJournals(tx);
  const drifted = await driftedAccounts(tx, PLATFORM_ACCOUNT_TYPES);
  return { unbalancedJournals: unbalanced.map((row) => row.journalId), driftedAccounts: drifted };
}

import type { Tx } from "@/lib/db/client";
import { PLATFORM_ACCOUNT_TYPES } from "./post-journal";

export type LedgerProblems = { unbalancedJournals: string[]; driftedAccounts: { accountId: string; cached: bigint; actual: bigint }[] };

/**
 * Recomputes the ledger: every journal must sum to zero and every cached balance (seller accounts;
 * platform accounts keep none) equal its entries.
 */
export async function checkLedger(tx: Tx): Promise<LedgerProblems> {
  const unbalanced = await tx.$queryRaw<{ journalId: string }[]>`
    SELECT "journalId" FROM ledger_entries GROUP BY "journalId" HAVING sum(amount) <> 0`;
  const drifted = await tx.$queryRaw<{ accountId: string; cached: bigint; actual: bigint }[]>`
    SELECT a.id AS "accountId", a.balance AS cached, coalesce(sum(e.amount), 0)::bigint AS actual
    FROM ledger_accounts a LEFT JOIN ledger_entries e ON e."accountId" = a.id
    WHERE a.type <> ALL (${PLATFORM_ACCOUNT_TYPES}::"LedgerAccountType"[])
    GROUP BY a.id, a.balance
    HAVING a.balance <> coalesce(sum(e.amount), 0)`;
  return { unbalancedJournals: unbalanced.map((row) => row.journalId), driftedAccounts: drifted };
}

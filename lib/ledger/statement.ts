import "#server-only";
import type { Sql } from "@/lib/db/direct";
import { createdWithin } from "@/lib/time/sao-paulo-days";
import { statementLineCount, statementPage } from "./queries";

export const FEE_KINDS = ["SERVICE", "GATEWAY", "WITHDRAWAL"] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export type StatementLine = {
  id: string;
  sellerId: string;
  amount: bigint;
  reason: string;
  paymentId: string | null;
  withdrawalId: string | null;
  availableAt: Date;
  createdAt: Date;
  feeKind: FeeKind | null;
  buyerName: string | null;
  /** The available balance right after this entry, in the statement's order (instant, journal, line rank, id). */
  balanceAfter: bigint;
  /** For a refund's line: the whole refund and the parts the reserve and an infraction's hold gave or took back. */
  refund: RefundParts | null;
};

export type RefundParts = { total: bigint; fromReserve: bigint; fromHeld: bigint };

export type StatementSelection = {
  startDate?: string;
  endDate?: string;
  entryId?: string;
  limit: number;
  offset: number;
};

/**
 * Lines of the seller's available account, newest first, each with the balance after it. One
 * statement (one snapshot): the page's rows and the balance after its newest row; the older rows of
 * the page follow by subtraction, so any page of any period carries the balances the account really had.
 */
export async function statementLines(
  sql: Sql,
  sellerId: string,
  selection: StatementSelection,
): Promise<StatementLine[]> {
  const { entryId, limit, offset } = selection;
  const rows = await statementPage(sql, { sellerId, createdAt: createdWithin(selection), entryId, limit, offset });
  let balance = rows[0]?.newestBalance ?? 0n;
  return rows.map(({ newestBalance: _, refundTotal, refundFromReserve, refundFromHeld, ...row }) => {
    const refund =
      refundTotal === null ? null : { total: refundTotal, fromReserve: refundFromReserve!, fromHeld: refundFromHeld! };
    // The statement's CASE yields only FEE_KINDS.
    const line = { ...row, feeKind: row.feeKind as FeeKind | null, balanceAfter: balance, refund };
    balance -= row.amount;
    return line;
  });
}

/** How many lines the selection has (for the page envelope). */
export async function countStatementLines(
  sql: Sql,
  sellerId: string,
  range: { startDate?: string; endDate?: string },
): Promise<number> {
  const [row] = await statementLineCount(sql, sellerId, createdWithin(range));
  return Number(row?.total ?? 0);
}

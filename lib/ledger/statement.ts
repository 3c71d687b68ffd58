import { direct } from "@/lib/db/direct";
import { Prisma } from "@/lib/db/generated/client";
import { createdWithin } from "@/lib/time/sao-paulo-days";

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
  /** The available balance right after this entry, in the account's order (createdAt, id). */
  balanceAfter: bigint;
};

export type StatementSelection = { startDate?: string; endDate?: string; entryId?: string; limit: number; offset: number };

type Row = Omit<StatementLine, "balanceAfter"> & { newestBalance: bigint | null };

/**
 * Lines of the seller's available account, newest first, each with the balance after it. One
 * statement (one snapshot): the page's rows and the balance after its newest row (the account's
 * balance less every entry booked after that row); the older rows of the page follow by
 * subtraction, so any page of any period carries the balances the account really had.
 */
export async function statementLines(sellerId: string, selection: StatementSelection): Promise<StatementLine[]> {
  const createdAt = createdWithin(selection);
  const conditions = Prisma.join(
    [
      Prisma.sql`e."sellerId" = ${sellerId}::uuid`,
      Prisma.sql`e."accountId" = (SELECT id FROM account)`,
      createdAt?.gte ? Prisma.sql`e."createdAt" >= ${createdAt.gte}` : null,
      createdAt?.lt ? Prisma.sql`e."createdAt" < ${createdAt.lt}` : null,
      selection.entryId ? Prisma.sql`e.id = ${selection.entryId}::uuid` : null,
    ].filter((condition) => condition !== null),
    " AND ",
  );
  // A payment's two SYSTEM_FEE lines are told apart by its serviceFee and gatewayFee; when both
  // are equal, the journal's first line (by id) is the service fee.
  const rows = await direct.$queryRaw<Row[]>`
    WITH account AS (SELECT id, balance FROM ledger_accounts WHERE "sellerId" = ${sellerId}::uuid AND type = 'SELLER_AVAILABLE'),
    page AS (
      SELECT e.id, e."sellerId", e.amount, e.reason::text AS reason, e."paymentId", e."withdrawalId", e."availableAt", e."createdAt", e."journalId"
      FROM ledger_entries e WHERE ${conditions}
      ORDER BY e."createdAt" DESC, e.id DESC LIMIT ${selection.limit} OFFSET ${selection.offset}
    ),
    newest AS (SELECT "createdAt", id FROM page ORDER BY "createdAt" DESC, id DESC LIMIT 1)
    SELECT page.id, page."sellerId", page.amount, page.reason, page."paymentId", page."withdrawalId", page."availableAt", page."createdAt",
      p."customerName" AS "buyerName",
      CASE
        WHEN page.reason = 'WITHDRAWAL_FEE' THEN 'WITHDRAWAL'
        WHEN page.reason = 'SYSTEM_FEE' AND p.id IS NOT NULL THEN
          CASE WHEN -page.amount = p."serviceFee" AND (p."serviceFee" <> p."gatewayFee" OR page.id = (
            SELECT f.id FROM ledger_entries f WHERE f."journalId" = page."journalId" AND f."accountId" = (SELECT id FROM account) AND f.reason = 'SYSTEM_FEE' ORDER BY f.id LIMIT 1
          )) THEN 'SERVICE' ELSE 'GATEWAY' END
      END AS "feeKind",
      (SELECT balance FROM account) - COALESCE((
        SELECT sum(l.amount) FROM ledger_entries l, newest
        WHERE l."accountId" = (SELECT id FROM account) AND (l."createdAt", l.id) > (newest."createdAt", newest.id)
      ), 0)::bigint AS "newestBalance"
    FROM page LEFT JOIN payments p ON p.id = page."paymentId"
    ORDER BY page."createdAt" DESC, page.id DESC`;
  let balance = rows[0]?.newestBalance ?? 0n;
  return rows.map(({ newestBalance: _, ...row }) => {
    const line = { ...row, balanceAfter: balance };
    balance -= row.amount;
    return line;
  });
}

/** How many lines the selection has (for the page envelope). */
export async function countStatementLines(sellerId: string, range: { startDate?: string; endDate?: string }): Promise<number> {
  const createdAt = createdWithin(range);
  const [row] = await direct.$queryRaw<{ total: bigint }[]>`
    SELECT count(*) AS total FROM ledger_entries e
    WHERE e."sellerId" = ${sellerId}::uuid
      AND e."accountId" = (SELECT id FROM ledger_accounts WHERE "sellerId" = ${sellerId}::uuid AND type = 'SELLER_AVAILABLE')
      ${createdAt?.gte ? Prisma.sql`AND e."createdAt" >= ${createdAt.gte}` : Prisma.empty}
      ${createdAt?.lt ? Prisma.sql`AND e."createdAt" < ${createdAt.lt}` : Prisma.empty}`;
  return Number(row?.total ?? 0);
}

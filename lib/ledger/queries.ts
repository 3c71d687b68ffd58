import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { LedgerAccountType, LedgerReason } from "@/lib/db/generated/enums";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

export const insertSellerAccounts = defineCommand({
  name: "ledger.insertSellerAccounts",
  sql: (sellerIds: string[], types: LedgerAccountType[]) => Prisma.sql`
    INSERT INTO ledger_accounts (id, "sellerId", type, balance, "updatedAt")
    SELECT gen_random_uuid(), s, t, 0, now()
    FROM unnest(${sellerIds}::uuid[]) AS s CROSS JOIN unnest(${types}::"LedgerAccountType"[]) AS t
    ON CONFLICT ("sellerId", type) DO NOTHING`,
  examples: [[[ID], ["SELLER_AVAILABLE"]]],
});

/**
 * Row-locks the named seller accounts in id order (NO KEY UPDATE: what an UPDATE takes, compatible
 * with the entries' foreign keys) and reads the platform accounts of `platformTypes` unlocked.
 */
export const lockAccounts = defineQuery({
  name: "ledger.lockAccounts",
  columns: { id: "uuid", sellerId: "uuid | null", type: "text", balance: "int8" },
  sql: (sellers: { seller: string; type: LedgerAccountType }[], platformTypes: LedgerAccountType[]) => Prisma.sql`
    WITH locked AS (
      SELECT a.id, a."sellerId", a.type, a.balance FROM ledger_accounts a
      JOIN unnest(${sellers.map((ref) => ref.seller)}::uuid[], ${sellers.map((ref) => ref.type)}::"LedgerAccountType"[]) AS r(seller, type)
        ON a."sellerId" = r.seller AND a.type = r.type
      ORDER BY a.id FOR NO KEY UPDATE OF a)
    SELECT id, "sellerId", type::text, balance FROM locked
    UNION ALL
    SELECT id, "sellerId", type::text, balance FROM ledger_accounts WHERE "sellerId" IS NULL AND type = ANY (${platformTypes}::"LedgerAccountType"[])`,
  examples: [[[{ seller: ID, type: "SELLER_AVAILABLE" }], ["PLATFORM_FEES"]]],
});

export type JournalRow = {
  kind: string;
  sellerId: string | null;
  paymentId: string | null;
  withdrawalId: string | null;
  createdAt: Date;
  entries: { accountId: string; sellerId: string | null; amount: bigint; reason: LedgerReason; availableAt: Date }[];
  /** What each seller account's cached balance moves by. */
  balanceDeltas: Map<string, bigint>;
};

/** A journal, its entries and the balances they move, in one statement (the accounts locked beforehand). */
export const insertJournal = defineQuery({
  name: "ledger.insertJournal",
  columns: { id: "uuid" },
  sql: ({ kind, sellerId, paymentId, withdrawalId, createdAt, entries, balanceDeltas }: JournalRow) => Prisma.sql`
    WITH journal AS (
      INSERT INTO ledger_journals (id, kind, "sellerId", "paymentId", "withdrawalId", "createdAt")
      VALUES (gen_random_uuid(), ${kind}, ${sellerId}::uuid, ${paymentId}::uuid, ${withdrawalId}::uuid, ${createdAt}::timestamptz)
      RETURNING id),
    entries AS (
      INSERT INTO ledger_entries (id, "journalId", "accountId", "sellerId", amount, reason, "paymentId", "withdrawalId", "availableAt", "createdAt")
      SELECT gen_random_uuid(), journal.id, e.account, e.seller, e.amount, e.reason, ${paymentId}::uuid, ${withdrawalId}::uuid, e.available, ${createdAt}::timestamptz
      FROM journal, unnest(
        ${entries.map((entry) => entry.accountId)}::uuid[],
        ${entries.map((entry) => entry.sellerId)}::uuid[],
        ${entries.map((entry) => entry.amount.toString())}::bigint[],
        ${entries.map((entry) => entry.reason)}::"LedgerReason"[],
        ${entries.map((entry) => entry.availableAt.toISOString())}::timestamptz[]
      ) AS e(account, seller, amount, reason, available)),
    balances AS (
      UPDATE ledger_accounts a SET balance = a.balance + d.delta, "updatedAt" = now()
      FROM unnest(${[...balanceDeltas.keys()]}::uuid[], ${[...balanceDeltas.values()].map(String)}::bigint[]) AS d(id, delta)
      WHERE a.id = d.id)
    SELECT id FROM journal`,
  examples: [
    [
      {
        kind: "PAYMENT_SETTLED",
        sellerId: null,
        paymentId: null,
        withdrawalId: null,
        createdAt: AT,
        entries: [],
        balanceDeltas: new Map(),
      },
    ],
  ],
});

/**
 * Entries whose journal is not in ledger_journals with their own instant: the foreign key a partitioned ledger cannot
 * keep (migration partitioned_ledger), checked here.
 */
export const entriesWithoutJournal = defineQuery({
  name: "ledger.entriesWithoutJournal",
  columns: { entryId: "uuid" },
  sql: () => Prisma.sql`
    SELECT e.id AS "entryId" FROM ledger_entries e
    WHERE NOT EXISTS (SELECT 1 FROM ledger_journals j WHERE j.id = e."journalId" AND j."createdAt" = e."createdAt")`,
});

export const unbalancedJournals = defineQuery({
  name: "ledger.unbalancedJournals",
  columns: { journalId: "uuid" },
  sql: () => Prisma.sql`SELECT "journalId" FROM ledger_entries GROUP BY "journalId" HAVING sum(amount) <> 0`,
});

/**
 * Accounts, other than those of `platformTypes` (which keep no cached balance), whose cached balance differs from their
 * entries: the archived ones' carried sum and those from its `through` on.
 */
export const driftedAccounts = defineQuery({
  name: "ledger.driftedAccounts",
  columns: { accountId: "uuid", cached: "int8", actual: "int8" },
  sql: (platformTypes: LedgerAccountType[]) => Prisma.sql`
    SELECT a.id AS "accountId", a.balance AS cached, (coalesce(c.amount, 0) + coalesce(sum(e.amount), 0))::bigint AS actual
    FROM ledger_accounts a LEFT JOIN ledger_carried_balances c ON c."accountId" = a.id
    LEFT JOIN ledger_entries e ON e."accountId" = a.id AND e."createdAt" >= coalesce(c.through, '-infinity')
    WHERE a.type <> ALL (${platformTypes}::"LedgerAccountType"[])
    GROUP BY a.id, a.balance, c.amount
    HAVING a.balance <> coalesce(c.amount, 0) + coalesce(sum(e.amount), 0)`,
  examples: [[["PLATFORM_FEES"]]],
});

/**
 * Serialises the carrying of ledger months (readers are not blocked): two archive commands at once would carry a
 * month twice.
 */
export const lockCarriedBalances = defineCommand({
  name: "ledger.lockCarriedBalances",
  sql: () => Prisma.sql`LOCK TABLE ledger_carried_balances IN EXCLUSIVE MODE`,
});

/** The end of the newest month of entries carried into ledger_carried_balances (null: none archived). */
export const carriedThrough = defineQuery({
  name: "ledger.carriedThrough",
  columns: { through: "timestamptz | null" },
  sql: () => Prisma.sql`SELECT max(through) AS through FROM ledger_carried_balances`,
});

/**
 * Carries the entries of [start, end) into each account's carried balance, which then stands for every entry before
 * `end`. The caller has carried every earlier month, so that no account is left with entries before `end` outside it.
 */
export const carryEntries = defineCommand({
  name: "ledger.carryEntries",
  sql: (start: Date, end: Date) => Prisma.sql`
    INSERT INTO ledger_carried_balances ("accountId", amount, through)
    SELECT "accountId", sum(amount), ${end}::timestamptz FROM ledger_entries
    WHERE "createdAt" >= ${start}::timestamptz AND "createdAt" < ${end}::timestamptz
    GROUP BY "accountId"
    ON CONFLICT ("accountId") DO UPDATE SET amount = ledger_carried_balances.amount + excluded.amount,
      through = excluded.through`,
  examples: [[AT, AT]],
});

export const sellerAccounts = defineQuery({
  name: "ledger.sellerAccounts",
  prepared: true,
  columns: { type: "LedgerAccountType", balance: "int8", updatedAt: "timestamptz" },
  sql: (sellerId: string) =>
    Prisma.sql`SELECT type, balance, "updatedAt" FROM ledger_accounts WHERE "sellerId" = ${sellerId}::uuid`,
  examples: [[ID]],
});

type CreatedWithin = { gte?: Date; lt?: Date } | undefined;
export type StatementPageSelection = {
  sellerId: string;
  createdAt: CreatedWithin;
  entryId: string | undefined;
  limit: number;
  offset: number;
};

/**
 * Where a line stands within its journal, read oldest first: the money in, then the fees, then what the reserve keeps.
 * A journal's entries share one instant and have random ids, so without it a sale's reserve could come before its
 * credit and the running balance dip below what the account had.
 */
function lineRank(entry: string) {
  const reason = Prisma.raw(`${entry}.reason`);
  return Prisma.sql`(CASE ${reason} WHEN 'SYSTEM_FEE' THEN 1 WHEN 'WITHDRAWAL_FEE' THEN 1 WHEN 'RETENTION' THEN 2 ELSE 0 END)`;
}

/** The statement's order, oldest first: instant, journal, the line's rank in it, id (an ORDER BY list or a row). */
function statementKey(entry: string) {
  const column = (name: string) => Prisma.raw(`${entry}."${name}"`);
  return Prisma.sql`${column("createdAt")}, ${column("journalId")}, ${lineRank(entry)}, ${column("id")}`;
}

/**
 * A page of the seller's available account, newest first (statementKey), with the balance after the page's newest
 * row (the account's balance less every entry booked after it). A payment's two SYSTEM_FEE lines are
 * told apart by its serviceFee and gatewayFee; when both are equal, the journal's first line (by id)
 * is the service fee. A refund's line carries the whole refund (its journal's pending-refund entry) and the parts
 * the reserve and the infraction's hold gave (or, for a refund not made, took back). A line's journal is read by its id
 * and instant, which its entries share: one month of the partitioned ledger, not every month's index.
 */
export const statementPage = defineQuery({
  name: "ledger.statementPage",
  columns: {
    id: "uuid",
    sellerId: "uuid",
    amount: "int8",
    reason: "text",
    paymentId: "uuid | null",
    withdrawalId: "uuid | null",
    availableAt: "timestamptz",
    createdAt: "timestamptz",
    buyerName: "text | null",
    feeKind: "text | null",
    newestBalance: "int8 | null",
    refundTotal: "int8 | null",
    refundFromReserve: "int8 | null",
    refundFromHeld: "int8 | null",
  },
  sql: ({ sellerId, createdAt, entryId, limit, offset }: StatementPageSelection) => {
    const conditions = Prisma.join(
      [
        Prisma.sql`e."sellerId" = ${sellerId}::uuid`,
        Prisma.sql`e."accountId" = (SELECT id FROM account)`,
        createdAt?.gte ? Prisma.sql`e."createdAt" >= ${createdAt.gte}` : null,
        createdAt?.lt ? Prisma.sql`e."createdAt" < ${createdAt.lt}` : null,
        entryId ? Prisma.sql`e.id = ${entryId}::uuid` : null,
      ].filter((condition) => condition !== null),
      " AND ",
    );
    return Prisma.sql`
    WITH account AS (SELECT id, balance FROM ledger_accounts WHERE "sellerId" = ${sellerId}::uuid AND type = 'SELLER_AVAILABLE'),
    page AS (
      SELECT e.id, e."sellerId", e.amount, e.reason::text AS reason, e."paymentId", e."withdrawalId", e."availableAt", e."createdAt", e."journalId",
        ${lineRank("e")} AS rank
      FROM ledger_entries e WHERE ${conditions}
      ORDER BY e."createdAt" DESC, e."journalId" DESC, rank DESC, e.id DESC LIMIT ${limit} OFFSET ${offset}
    ),
    newest AS (SELECT "createdAt", "journalId", rank, id FROM page ORDER BY "createdAt" DESC, "journalId" DESC, rank DESC, id DESC LIMIT 1)
    SELECT page.id, page."sellerId", page.amount, page.reason, page."paymentId", page."withdrawalId", page."availableAt", page."createdAt",
      p."customerName" AS "buyerName",
      CASE
        WHEN page.reason = 'WITHDRAWAL_FEE' THEN 'WITHDRAWAL'
        WHEN page.reason = 'SYSTEM_FEE' AND p.id IS NOT NULL THEN
          CASE WHEN -page.amount = p."serviceFee" AND (p."serviceFee" <> p."gatewayFee" OR page.id = (
            SELECT f.id FROM ledger_entries f WHERE f."journalId" = page."journalId" AND f."createdAt" = page."createdAt" AND f."accountId" = (SELECT id FROM account) AND f.reason = 'SYSTEM_FEE' ORDER BY f.id LIMIT 1
          )) THEN 'SERVICE' ELSE 'GATEWAY' END
      END AS "feeKind",
      (SELECT balance FROM account) - COALESCE((
        SELECT sum(l.amount) FROM ledger_entries l, newest
        WHERE l."accountId" = (SELECT id FROM account) AND l."createdAt" >= newest."createdAt"
          AND (${statementKey("l")}) > (newest."createdAt", newest."journalId", newest.rank, newest.id)
      ), 0)::bigint AS "newestBalance",
      refund.total AS "refundTotal", refund."fromReserve" AS "refundFromReserve", refund."fromHeld" AS "refundFromHeld"
    FROM page LEFT JOIN payment_refs ref ON ref.id = page."paymentId"
    LEFT JOIN payments p ON p.id = ref.id AND p."createdAt" = ref."createdAt"
    LEFT JOIN LATERAL (
      SELECT sum(abs(r.amount)) FILTER (WHERE a.type = 'SELLER_PENDING_REFUND')::bigint AS total,
        coalesce(sum(abs(r.amount)) FILTER (WHERE a.type = 'SELLER_RESERVED'), 0)::bigint AS "fromReserve",
        coalesce(sum(abs(r.amount)) FILTER (WHERE a.type = 'SELLER_HELD'), 0)::bigint AS "fromHeld"
      FROM ledger_entries r JOIN ledger_accounts a ON a.id = r."accountId"
      WHERE page.reason = 'REFUND' AND r."journalId" = page."journalId" AND r."createdAt" = page."createdAt"
        AND r."sellerId" = page."sellerId"
    ) refund ON true
    ORDER BY page."createdAt" DESC, page."journalId" DESC, page.rank DESC, page.id DESC`;
  },
  examples: [
    [{ sellerId: ID, createdAt: undefined, entryId: undefined, limit: 20, offset: 0 }],
    [{ sellerId: ID, createdAt: { gte: AT, lt: AT }, entryId: ID, limit: 1, offset: 0 }],
  ],
});

export const statementLineCount = defineQuery({
  name: "ledger.statementLineCount",
  columns: { total: "int8" },
  sql: (sellerId: string, createdAt: CreatedWithin) => Prisma.sql`
    SELECT count(*) AS total FROM ledger_entries e
    WHERE e."sellerId" = ${sellerId}::uuid
      AND e."accountId" = (SELECT id FROM ledger_accounts WHERE "sellerId" = ${sellerId}::uuid AND type = 'SELLER_AVAILABLE')
      ${createdAt?.gte ? Prisma.sql`AND e."createdAt" >= ${createdAt.gte}` : Prisma.empty}
      ${createdAt?.lt ? Prisma.sql`AND e."createdAt" < ${createdAt.lt}` : Prisma.empty}`,
  examples: [
    [ID, undefined],
    [ID, { gte: AT, lt: AT }],
  ],
});

/** The seller's available account, and from when its entries are online (null: none archived). */
export const availableAccount = defineQuery({
  name: "ledger.availableAccount",
  columns: { id: "uuid", balance: "int8", archivedThrough: "timestamptz | null" },
  sql: (sellerId: string) => Prisma.sql`
    SELECT a.id, a.balance, c.through AS "archivedThrough"
    FROM ledger_accounts a LEFT JOIN ledger_carried_balances c ON c."accountId" = a.id
    WHERE a."sellerId" = ${sellerId}::uuid AND a.type = 'SELLER_AVAILABLE'`,
  examples: [[ID]],
});

/** An account's entries over [start, end), oldest first (statementKey), at most `limit`. */
export const accountEntries = defineQuery({
  name: "ledger.accountEntries",
  columns: {
    id: "uuid",
    amount: "int8",
    reason: "text",
    paymentId: "uuid | null",
    withdrawalId: "uuid | null",
    createdAt: "timestamptz",
  },
  sql: (accountId: string, start: Date, end: Date, limit: number) => Prisma.sql`
    SELECT id, amount, reason::text, "paymentId", "withdrawalId", "createdAt" FROM ledger_entries
    WHERE "accountId" = ${accountId}::uuid AND "createdAt" >= ${start} AND "createdAt" < ${end}
    ORDER BY ${statementKey("ledger_entries")} LIMIT ${limit}`,
  examples: [[ID, AT, AT, 1]],
});

export const bookedSince = defineQuery({
  name: "ledger.bookedSince",
  columns: { sum: "int8 | null" },
  sql: (accountId: string, since: Date) =>
    Prisma.sql`SELECT sum(amount)::bigint AS sum FROM ledger_entries WHERE "accountId" = ${accountId}::uuid AND "createdAt" >= ${since}`,
  examples: [[ID, AT]],
});

/** An account's money in and out over [start, end), and how many entries. */
export const periodSums = defineQuery({
  name: "ledger.periodSums",
  columns: { credits: "int8", debits: "int8", lineCount: "int8" },
  sql: (accountId: string, start: Date, end: Date) => Prisma.sql`
    SELECT coalesce(sum(amount) FILTER (WHERE amount > 0), 0)::bigint AS credits,
      coalesce(-sum(amount) FILTER (WHERE amount < 0), 0)::bigint AS debits, count(*) AS "lineCount"
    FROM ledger_entries WHERE "accountId" = ${accountId}::uuid AND "createdAt" >= ${start} AND "createdAt" < ${end}`,
  examples: [[ID, AT, AT]],
});

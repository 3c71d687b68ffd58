import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT } from "@/lib/db/typed-sql";

// The comparison of the payouts sent on a day, in temporary tables of the caller's transaction:
// reconciliation_payouts_psp (the PSP's list), reconciliation_payouts_ours (our side), reconciliation_found (what
// differs). What each side says was sent: the amount, or 0 once failed.

export const createPspPayoutsTable = defineCommand({
  name: "reconciliation.createPspPayoutsTable",
  sql: () => Prisma.sql`CREATE TEMP TABLE reconciliation_payouts_psp (id text PRIMARY KEY, amount int) ON COMMIT DROP`,
});

export const insertPspPayouts = defineCommand({
  name: "reconciliation.insertPspPayouts",
  after: [createPspPayoutsTable],
  sql: (payouts: { payoutId: string; amount: number }[]) => Prisma.sql`
    INSERT INTO reconciliation_payouts_psp
    SELECT * FROM unnest(${payouts.map((payout) => payout.payoutId)}::text[], ${payouts.map((payout) => payout.amount)}::int[])
    ON CONFLICT (id) DO NOTHING`,
  examples: [[[]]],
});

/** Our side: the withdrawals paid out through the provider that were approved in [start, end). */
export const createOurPayoutsTable = defineCommand({
  name: "reconciliation.createOurPayoutsTable",
  sql: (provider: string, start: Date, end: Date) => Prisma.sql`
    CREATE TEMP TABLE reconciliation_payouts_ours ON COMMIT DROP AS
    SELECT w."providerPayoutId" AS id, w.id AS "withdrawalId", CASE WHEN w.status = 'FAILED' THEN 0 ELSE w."netAmount" END AS amount FROM withdrawals w
    WHERE w.provider = ${provider} AND w."providerPayoutId" IS NOT NULL AND w."reviewedAt" >= ${start} AND w."reviewedAt" < ${end}`,
  examples: [["api-pix", AT, AT]],
});

export const indexOurPayouts = defineCommand({
  name: "reconciliation.indexOurPayouts",
  after: [createOurPayoutsTable],
  sql: () => Prisma.sql`CREATE INDEX ON reconciliation_payouts_ours (id)`,
});

/** Adds to our side the payouts of the PSP's list approved on another day. */
export const addOurPayoutsListedByPsp = defineCommand({
  name: "reconciliation.addOurPayoutsListedByPsp",
  after: [createPspPayoutsTable, createOurPayoutsTable],
  sql: (provider: string) => Prisma.sql`
    INSERT INTO reconciliation_payouts_ours
    SELECT w."providerPayoutId", w.id, CASE WHEN w.status = 'FAILED' THEN 0 ELSE w."netAmount" END FROM reconciliation_payouts_psp s
    JOIN withdrawals w ON w.provider = ${provider} AND w."providerPayoutId" = s.id
    WHERE NOT EXISTS (SELECT 1 FROM reconciliation_payouts_ours o WHERE o.id = s.id)`,
  examples: [["api-pix"]],
});

/** What differs by the PSP's payout id: missing on one side, or another amount sent. */
export const createFoundPayoutsTable = defineCommand({
  name: "reconciliation.createFoundPayoutsTable",
  after: [createPspPayoutsTable, createOurPayoutsTable],
  sql: () => Prisma.sql`
    CREATE TEMP TABLE reconciliation_found ON COMMIT DROP AS
    SELECT 'PAYOUT' AS subject, coalesce(s.id, o.id) AS reference, NULL::text AS txid,
      CASE WHEN o.id IS NULL THEN 'MISSING_OURS' WHEN s.id IS NULL THEN 'MISSING_PSP' ELSE 'AMOUNT_DIFFERS' END AS kind,
      NULL::uuid AS "paymentId", o."withdrawalId", s.amount AS "pspAmount", CASE WHEN s.id IS NULL THEN NULL ELSE 0 END AS "pspRefunded",
      o.amount AS "ourAmount", CASE WHEN o.id IS NULL THEN NULL ELSE 0 END AS "ourRefunded"
    FROM reconciliation_payouts_psp s FULL JOIN reconciliation_payouts_ours o ON o.id = s.id
    WHERE s.id IS NULL OR o.id IS NULL OR s.amount <> o.amount`,
});

export const countPayouts = defineQuery({
  name: "reconciliation.countPayouts",
  after: [createPspPayoutsTable, createOurPayoutsTable],
  columns: { ourCount: "int4", matchedCount: "int4" },
  sql: () => Prisma.sql`
    SELECT (SELECT count(*) FROM reconciliation_payouts_ours)::int AS "ourCount",
      (SELECT count(*) FROM reconciliation_payouts_psp s JOIN reconciliation_payouts_ours o ON o.id = s.id AND o.amount = s.amount)::int AS "matchedCount"`,
});

import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT } from "@/lib/db/typed-sql";

// The comparison of the PIX received on a day, in temporary tables of the caller's transaction:
// reconciliation_psp (the PSP's list), reconciliation_ours (our side), reconciliation_found (what differs).

export const createPspPixTable = defineCommand({
  name: "reconciliation.createPspPixTable",
  sql: () =>
    Prisma.sql`CREATE TEMP TABLE reconciliation_psp (e2e text PRIMARY KEY, txid text, amount int, refunded int) ON COMMIT DROP`,
});

export type PspPix = { endToEndId: string; txid: string | null; amount: number; refunded: number };

export const insertPspPix = defineCommand({
  name: "reconciliation.insertPspPix",
  after: [createPspPixTable],
  sql: (pix: PspPix[]) => Prisma.sql`
    INSERT INTO reconciliation_psp
    SELECT * FROM unnest(${pix.map((each) => each.endToEndId)}::text[], ${pix.map((each) => each.txid)}::text[], ${pix.map((each) => each.amount)}::int[], ${pix.map((each) => each.refunded)}::int[])
    ON CONFLICT (e2e) DO NOTHING`,
  examples: [[[]]],
});

export const analyzePspPix = defineCommand({
  name: "reconciliation.analyzePspPix",
  after: [createPspPixTable],
  sql: () => Prisma.sql`ANALYZE reconciliation_psp`,
});

/** Our side: the payments the provider settled in [start, end) and the PIX held then (with their charge, if any). */
export const createOurPixTable = defineCommand({
  name: "reconciliation.createOurPixTable",
  sql: (provider: string, start: Date, end: Date) => Prisma.sql`
    CREATE TEMP TABLE reconciliation_ours ON COMMIT DROP AS
    SELECT p."endToEndId" AS e2e, p.txid, p.id AS "paymentId", p.amount, p."refundedAmount" AS refunded FROM payments p
    WHERE p.purchaser = ${provider} AND p."confirmedAt" >= ${start} AND p."confirmedAt" < ${end} AND p."endToEndId" IS NOT NULL
    UNION ALL
    SELECT u."endToEndId", p.txid, u."paymentId", u.amount,
      CASE WHEN u.status = 'RETURNED' THEN u.amount ELSE u."medReturned" END
    FROM unmatched_pix u LEFT JOIN payment_refs p ON p.id = u."paymentId"
    WHERE u.provider = ${provider} AND u."receivedAt" >= ${start} AND u."receivedAt" < ${end}`,
  examples: [["api-pix", AT, AT]],
});

export const indexOurPix = defineCommand({
  name: "reconciliation.indexOurPix",
  after: [createOurPixTable],
  sql: () => Prisma.sql`CREATE INDEX ON reconciliation_ours (e2e)`,
});

/** Adds to our side the PIX of the PSP's list that we recorded on another day (a settlement near midnight). */
export const addOurPixListedByPsp = defineCommand({
  name: "reconciliation.addOurPixListedByPsp",
  after: [createPspPixTable, createOurPixTable],
  sql: (provider: string) => Prisma.sql`
    INSERT INTO reconciliation_ours
    SELECT p."endToEndId", p.txid, p.id, p.amount, p."refundedAmount" FROM reconciliation_psp s
    JOIN payment_refs ref ON ref.txid = s.txid AND ref.purchaser = ${provider}
    JOIN payments p ON p.id = ref.id AND p."createdAt" = ref."createdAt" AND p."endToEndId" = s.e2e
    WHERE NOT EXISTS (SELECT 1 FROM reconciliation_ours o WHERE o.e2e = s.e2e)
    UNION ALL
    SELECT u."endToEndId", s.txid, u."paymentId", u.amount,
      CASE WHEN u.status = 'RETURNED' THEN u.amount ELSE u."medReturned" END FROM reconciliation_psp s
    JOIN unmatched_pix u ON u.provider = ${provider} AND u."endToEndId" = s.e2e
    WHERE NOT EXISTS (SELECT 1 FROM reconciliation_ours o WHERE o.e2e = s.e2e)`,
  examples: [["api-pix"]],
});

export const analyzeOurPix = defineCommand({
  name: "reconciliation.analyzeOurPix",
  after: [createOurPixTable],
  sql: () => Prisma.sql`ANALYZE reconciliation_ours`,
});

/** What differs by end-to-end id: missing on one side, another amount received or returned. */
export const createFoundPixTable = defineCommand({
  name: "reconciliation.createFoundPixTable",
  after: [createPspPixTable, createOurPixTable],
  sql: (provider: string) => Prisma.sql`
    CREATE TEMP TABLE reconciliation_found ON COMMIT DROP AS
    SELECT 'RECEIVED_PIX' AS subject, coalesce(s.e2e, o.e2e) AS reference, coalesce(s.txid, o.txid) AS txid,
      CASE WHEN o.e2e IS NULL THEN 'MISSING_OURS' WHEN s.e2e IS NULL THEN 'MISSING_PSP' ELSE 'AMOUNT_DIFFERS' END AS kind,
      coalesce(o."paymentId", p.id) AS "paymentId", NULL::uuid AS "withdrawalId",
      s.amount AS "pspAmount", s.refunded AS "pspRefunded", o.amount AS "ourAmount", o.refunded AS "ourRefunded"
    FROM reconciliation_psp s FULL JOIN reconciliation_ours o ON o.e2e = s.e2e
    -- A PIX we never recorded points at the charge it paid (its txid).
    LEFT JOIN payment_refs p ON o.e2e IS NULL AND p.txid = s.txid AND p.purchaser = ${provider}
    WHERE s.e2e IS NULL OR o.e2e IS NULL OR s.amount <> o.amount OR s.refunded <> o.refunded`,
  examples: [["api-pix"]],
});

export const countPix = defineQuery({
  name: "reconciliation.countPix",
  after: [createPspPixTable, createOurPixTable, createFoundPixTable],
  columns: { ourCount: "int4", matchedCount: "int4" },
  sql: () => Prisma.sql`
    SELECT (SELECT count(*) FROM reconciliation_ours)::int AS "ourCount",
      (SELECT count(*) FROM reconciliation_psp s JOIN reconciliation_ours o ON o.e2e = s.e2e)::int
        - (SELECT count(*) FROM reconciliation_found WHERE kind = 'AMOUNT_DIFFERS')::int AS "matchedCount"`,
});

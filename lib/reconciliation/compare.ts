import type { Tx } from "@/lib/db/client";
import type { ReceivedPix } from "@/lib/pix/provider";
import { saoPauloDayEnd, saoPauloDayStart } from "@/lib/time/sao-paulo-days";

export type DayCounts = { pspCount: number; ourCount: number; matchedCount: number; differenceCount: number };

/** centavos the PSP has returned of a PIX: its devoluções done. */
function refundedAtPsp(pix: ReceivedPix) {
  return pix.refunds.reduce((sum, refund) => sum + (refund.outcome.status === "DONE" ? refund.amount : 0), 0);
}

/**
 * Compares, in one set operation, the PIX the PSP received on a São Paulo day with our ledger's, by
 * end-to-end id: our side is the payments it settled that day and the PIX held that day, plus those
 * of the PSP's list we recorded on another day (a settlement near midnight). What differs (missing on
 * one side, another amount received or returned) is merged into the run's differences: new ones open,
 * open ones refreshed or, when they no longer differ, cleared; resolved ones are left as they are.
 */
export async function compareDay(tx: Tx, runId: string, provider: string, day: string, received: ReceivedPix[]): Promise<DayCounts> {
  const start = saoPauloDayStart(day);
  const end = saoPauloDayEnd(day);
  const psp = received.filter((pix) => pix.paidAt >= start && pix.paidAt < end);
  await tx.$executeRaw`CREATE TEMP TABLE reconciliation_psp (e2e text PRIMARY KEY, txid text, amount int, refunded int) ON COMMIT DROP`;
  await tx.$executeRaw`
    INSERT INTO reconciliation_psp
    SELECT * FROM unnest(${psp.map((pix) => pix.endToEndId)}::text[], ${psp.map((pix) => pix.txid)}::text[], ${psp.map((pix) => pix.amount)}::int[], ${psp.map(refundedAtPsp)}::int[])
    ON CONFLICT (e2e) DO NOTHING`;
  await tx.$executeRaw`ANALYZE reconciliation_psp`;
  await tx.$executeRaw`
    CREATE TEMP TABLE reconciliation_ours ON COMMIT DROP AS
    SELECT p."endToEndId" AS e2e, p.txid, p.id AS "paymentId", p.amount, p."refundedAmount" AS refunded FROM payments p
    WHERE p.purchaser = ${provider} AND p."confirmedAt" >= ${start} AND p."confirmedAt" < ${end} AND p."endToEndId" IS NOT NULL
    UNION ALL
    SELECT u."endToEndId", p.txid, u."paymentId", u.amount, CASE WHEN u.status = 'RETURNED' THEN u.amount ELSE 0 END
    FROM unmatched_pix u JOIN payments p ON p.id = u."paymentId"
    WHERE u.provider = ${provider} AND u."receivedAt" >= ${start} AND u."receivedAt" < ${end}`;
  await tx.$executeRaw`CREATE INDEX ON reconciliation_ours (e2e)`;
  await tx.$executeRaw`
    INSERT INTO reconciliation_ours
    SELECT p."endToEndId", p.txid, p.id, p.amount, p."refundedAmount" FROM reconciliation_psp s
    JOIN payments p ON p.txid = s.txid AND p.purchaser = ${provider} AND p."endToEndId" = s.e2e
    WHERE NOT EXISTS (SELECT 1 FROM reconciliation_ours o WHERE o.e2e = s.e2e)
    UNION ALL
    SELECT u."endToEndId", s.txid, u."paymentId", u.amount, CASE WHEN u.status = 'RETURNED' THEN u.amount ELSE 0 END FROM reconciliation_psp s
    JOIN unmatched_pix u ON u.provider = ${provider} AND u."endToEndId" = s.e2e
    WHERE NOT EXISTS (SELECT 1 FROM reconciliation_ours o WHERE o.e2e = s.e2e)`;
  await tx.$executeRaw`ANALYZE reconciliation_ours`;
  const [counts] = await tx.$queryRaw<{ ourCount: number; matchedCount: number; differenceCount: number }[]>`
    WITH found AS (
      SELECT coalesce(s.e2e, o.e2e) AS e2e, coalesce(s.txid, o.txid) AS txid,
        CASE WHEN o.e2e IS NULL THEN 'MISSING_OURS' WHEN s.e2e IS NULL THEN 'MISSING_PSP' ELSE 'AMOUNT_DIFFERS' END AS kind,
        o."paymentId", s.amount AS "pspAmount", s.refunded AS "pspRefunded", o.amount AS "ourAmount", o.refunded AS "ourRefunded"
      FROM reconciliation_psp s FULL JOIN reconciliation_ours o ON o.e2e = s.e2e
      WHERE s.e2e IS NULL OR o.e2e IS NULL OR s.amount <> o.amount OR s.refunded <> o.refunded
    ),
    -- A payment the differences point at, for a PIX we never recorded: the charge it paid (its txid).
    named AS (
      SELECT f.*, coalesce(f."paymentId", p.id) AS "chargeId" FROM found f LEFT JOIN payments p ON f."paymentId" IS NULL AND p.txid = f.txid AND p.purchaser = ${provider}
    ),
    merged AS (
      INSERT INTO reconciliation_differences AS d (id, "runId", kind, "endToEndId", txid, "paymentId", "pspAmount", "pspRefunded", "ourAmount", "ourRefunded", "updatedAt")
      SELECT gen_random_uuid(), ${runId}::uuid, n.kind::"ReconciliationDifferenceKind", n.e2e, n.txid, n."chargeId", n."pspAmount", n."pspRefunded", n."ourAmount", n."ourRefunded", now()
      FROM named n
      ON CONFLICT ("runId", "endToEndId") DO UPDATE SET kind = excluded.kind, txid = excluded.txid, "paymentId" = excluded."paymentId",
        "pspAmount" = excluded."pspAmount", "pspRefunded" = excluded."pspRefunded", "ourAmount" = excluded."ourAmount", "ourRefunded" = excluded."ourRefunded", "updatedAt" = now()
      WHERE d.status = 'OPEN'
    ),
    cleared AS (
      UPDATE reconciliation_differences d SET status = 'RESOLVED', resolution = 'CLEARED', "resolvedAt" = now(), "updatedAt" = now()
      WHERE d."runId" = ${runId}::uuid AND d.status = 'OPEN' AND NOT EXISTS (SELECT 1 FROM found f WHERE f.e2e = d."endToEndId")
    )
    SELECT (SELECT count(*) FROM reconciliation_ours)::int AS "ourCount",
      (SELECT count(*) FROM reconciliation_psp s JOIN reconciliation_ours o ON o.e2e = s.e2e)::int - (SELECT count(*) FROM found WHERE kind = 'AMOUNT_DIFFERS')::int AS "matchedCount",
      (SELECT count(*) FROM found)::int AS "differenceCount"`;
  return { pspCount: psp.length, ...counts! };
}

import type { Tx } from "@/lib/db/client";
import type { SentPayout } from "@/lib/payouts/provider";
import type { ReceivedPix } from "@/lib/pix/provider";
import { saoPauloDayEnd, saoPauloDayStart } from "@/lib/time/sao-paulo-days";

export type DayCounts = { pspCount: number; ourCount: number; matchedCount: number; differenceCount: number };

/** centavos the PSP has returned of a PIX: its devoluções done. */
function refundedAtPsp(pix: ReceivedPix) {
  return pix.refunds.reduce((sum, refund) => sum + (refund.outcome.status === "DONE" ? refund.amount : 0), 0);
}

/**
 * Compares, in set operations over temporary tables, the PIX the PSP received on a São Paulo day with our ledger's, by
 * end-to-end id: our side is the payments it settled that day and the PIX held that day, plus those
 * of the PSP's list we recorded on another day (a settlement near midnight). What differs (missing on
 * one side, another amount received or returned) is merged into the run's differences.
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
  await tx.$executeRaw`
    CREATE TEMP TABLE reconciliation_found ON COMMIT DROP AS
    SELECT 'RECEIVED_PIX' AS subject, coalesce(s.e2e, o.e2e) AS reference, coalesce(s.txid, o.txid) AS txid,
      CASE WHEN o.e2e IS NULL THEN 'MISSING_OURS' WHEN s.e2e IS NULL THEN 'MISSING_PSP' ELSE 'AMOUNT_DIFFERS' END AS kind,
      coalesce(o."paymentId", p.id) AS "paymentId", NULL::uuid AS "withdrawalId",
      s.amount AS "pspAmount", s.refunded AS "pspRefunded", o.amount AS "ourAmount", o.refunded AS "ourRefunded"
    FROM reconciliation_psp s FULL JOIN reconciliation_ours o ON o.e2e = s.e2e
    -- A PIX we never recorded points at the charge it paid (its txid).
    LEFT JOIN payments p ON o.e2e IS NULL AND p.txid = s.txid AND p.purchaser = ${provider}
    WHERE s.e2e IS NULL OR o.e2e IS NULL OR s.amount <> o.amount OR s.refunded <> o.refunded`;
  const [counts] = await tx.$queryRaw<{ ourCount: number; matchedCount: number }[]>`
    SELECT (SELECT count(*) FROM reconciliation_ours)::int AS "ourCount",
      (SELECT count(*) FROM reconciliation_psp s JOIN reconciliation_ours o ON o.e2e = s.e2e)::int
        - (SELECT count(*) FROM reconciliation_found WHERE kind = 'AMOUNT_DIFFERS')::int AS "matchedCount"`;
  const differenceCount = await mergeFound(tx, runId, "RECEIVED_PIX");
  return { pspCount: psp.length, ourCount: counts!.ourCount, matchedCount: counts!.matchedCount, differenceCount };
}

/**
 * The payouts sent on a São Paulo day, compared by the PSP's payout id with our withdrawals paid out
 * that day (approved then: the payout is asked for at once), plus those of the PSP's list approved on
 * another day. What each side says was sent: the amount, or 0 once failed (one still processing counts
 * as sent, as its money is committed); a difference is only explained, never fixed from here.
 */
export async function compareSentPayouts(tx: Tx, runId: string, provider: string, day: string, payouts: SentPayout[]): Promise<DayCounts> {
  const start = saoPauloDayStart(day);
  const end = saoPauloDayEnd(day);
  const psp = payouts.filter((payout) => payout.requestedAt >= start && payout.requestedAt < end);
  await tx.$executeRaw`CREATE TEMP TABLE reconciliation_payouts_psp (id text PRIMARY KEY, amount int) ON COMMIT DROP`;
  await tx.$executeRaw`
    INSERT INTO reconciliation_payouts_psp
    SELECT * FROM unnest(${psp.map((payout) => payout.payoutId)}::text[], ${psp.map((payout) => (payout.status === "FAILED" ? 0 : payout.amount))}::int[])
    ON CONFLICT (id) DO NOTHING`;
  await tx.$executeRaw`
    CREATE TEMP TABLE reconciliation_payouts_ours ON COMMIT DROP AS
    SELECT w."providerPayoutId" AS id, w.id AS "withdrawalId", CASE WHEN w.status = 'FAILED' THEN 0 ELSE w."netAmount" END AS amount FROM withdrawals w
    WHERE w.provider = ${provider} AND w."providerPayoutId" IS NOT NULL AND w."reviewedAt" >= ${start} AND w."reviewedAt" < ${end}`;
  await tx.$executeRaw`CREATE INDEX ON reconciliation_payouts_ours (id)`;
  await tx.$executeRaw`
    INSERT INTO reconciliation_payouts_ours
    SELECT w."providerPayoutId", w.id, CASE WHEN w.status = 'FAILED' THEN 0 ELSE w."netAmount" END FROM reconciliation_payouts_psp s
    JOIN withdrawals w ON w.provider = ${provider} AND w."providerPayoutId" = s.id
    WHERE NOT EXISTS (SELECT 1 FROM reconciliation_payouts_ours o WHERE o.id = s.id)`;
  await tx.$executeRaw`
    CREATE TEMP TABLE reconciliation_found ON COMMIT DROP AS
    SELECT 'PAYOUT' AS subject, coalesce(s.id, o.id) AS reference, NULL::text AS txid,
      CASE WHEN o.id IS NULL THEN 'MISSING_OURS' WHEN s.id IS NULL THEN 'MISSING_PSP' ELSE 'AMOUNT_DIFFERS' END AS kind,
      NULL::uuid AS "paymentId", o."withdrawalId", s.amount AS "pspAmount", CASE WHEN s.id IS NULL THEN NULL ELSE 0 END AS "pspRefunded",
      o.amount AS "ourAmount", CASE WHEN o.id IS NULL THEN NULL ELSE 0 END AS "ourRefunded"
    FROM reconciliation_payouts_psp s FULL JOIN reconciliation_payouts_ours o ON o.id = s.id
    WHERE s.id IS NULL OR o.id IS NULL OR s.amount <> o.amount`;
  const [counts] = await tx.$queryRaw<{ ourCount: number; matchedCount: number }[]>`
    SELECT (SELECT count(*) FROM reconciliation_payouts_ours)::int AS "ourCount",
      (SELECT count(*) FROM reconciliation_payouts_psp s JOIN reconciliation_payouts_ours o ON o.id = s.id AND o.amount = s.amount)::int AS "matchedCount"`;
  const differenceCount = await mergeFound(tx, runId, "PAYOUT");
  return { pspCount: psp.length, ourCount: counts!.ourCount, matchedCount: counts!.matchedCount, differenceCount };
}

/**
 * Merges what one comparison found (reconciliation_found) into the run's differences of that subject:
 * new ones open, open ones refreshed or, when they no longer differ, cleared; resolved ones left as
 * they are. Drops the found table, so the next comparison in the transaction can make its own.
 */
async function mergeFound(tx: Tx, runId: string, subject: "RECEIVED_PIX" | "PAYOUT"): Promise<number> {
  await tx.$executeRaw`
    INSERT INTO reconciliation_differences AS d (id, "runId", subject, kind, reference, txid, "paymentId", "withdrawalId", "pspAmount", "pspRefunded", "ourAmount", "ourRefunded", "updatedAt")
    SELECT gen_random_uuid(), ${runId}::uuid, f.subject::"ReconciliationSubject", f.kind::"ReconciliationDifferenceKind", f.reference, f.txid, f."paymentId", f."withdrawalId",
      f."pspAmount", f."pspRefunded", f."ourAmount", f."ourRefunded", now()
    FROM reconciliation_found f
    ON CONFLICT ("runId", subject, reference) DO UPDATE SET kind = excluded.kind, txid = excluded.txid, "paymentId" = excluded."paymentId", "withdrawalId" = excluded."withdrawalId",
      "pspAmount" = excluded."pspAmount", "pspRefunded" = excluded."pspRefunded", "ourAmount" = excluded."ourAmount", "ourRefunded" = excluded."ourRefunded", "updatedAt" = now()
    WHERE d.status = 'OPEN'`;
  await tx.$executeRaw`
    UPDATE reconciliation_differences d SET status = 'RESOLVED', resolution = 'CLEARED', "resolvedAt" = now(), "updatedAt" = now()
    WHERE d."runId" = ${runId}::uuid AND d.subject = ${subject}::"ReconciliationSubject" AND d.status = 'OPEN'
      AND NOT EXISTS (SELECT 1 FROM reconciliation_found f WHERE f.reference = d.reference)`;
  const [found] = await tx.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM reconciliation_found`;
  await tx.$executeRaw`DROP TABLE reconciliation_found`;
  return found!.count;
}

import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery } from "@/lib/db/typed-sql";

/**
 * What waits for an admin, in one statement on the queues' status indexes: companies submitted for review,
 * withdrawals to approve, open infractions (with the nearest deadline), held PIX to return (or to return again), and
 * open reconciliation differences; each with how many and since when the oldest waits.
 */
export const adminQueues = defineQuery({
  name: "adminInbox.queues",
  columns: {
    companies: "int4",
    companiesSince: "timestamptz | null",
    withdrawals: "int4",
    withdrawalsSince: "timestamptz | null",
    infractions: "int4",
    infractionsSince: "timestamptz | null",
    infractionsDue: "timestamptz | null",
    heldPix: "int4",
    heldPixSince: "timestamptz | null",
    differences: "int4",
    differencesSince: "timestamptz | null",
  },
  sql: () => Prisma.sql`
    SELECT e.count AS companies, e.since AS "companiesSince",
           w.count AS withdrawals, w.since AS "withdrawalsSince",
           i.count AS infractions, i.since AS "infractionsSince", i.due AS "infractionsDue",
           u.count AS "heldPix", u.since AS "heldPixSince",
           d.count AS differences, d.since AS "differencesSince"
    FROM (SELECT count(*)::int AS count, min("submittedAt") AS since FROM enterprises
          WHERE status = 'PENDING' AND "submittedAt" IS NOT NULL AND "deletedAt" IS NULL) e,
         (SELECT count(*)::int AS count, min("requestedAt") AS since FROM withdrawals WHERE status = 'REQUESTED') w,
         (SELECT count(*)::int AS count, min("openedAt") AS since, min("deadlineAt") AS due FROM infractions
          WHERE status = 'OPEN') i,
         (SELECT count(*)::int AS count, min("receivedAt") AS since FROM unmatched_pix
          WHERE status IN ('HELD', 'RETURN_FAILED')) u,
         (SELECT count(*)::int AS count, min("createdAt") AS since FROM reconciliation_differences
          WHERE status = 'OPEN') d`,
});

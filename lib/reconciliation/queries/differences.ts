import "#server-only";
import type { ReconciliationResolution, ReconciliationSubject } from "@/lib/db/generated/enums";
import { Prisma } from "@/lib/db/generated/client";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";
import type { DayCounts } from "../compare";
import { createFoundPixTable } from "./received-pix";

/** A reconciliation_runs row in full, as the Prisma model reads it. */
export const RUN = {
  id: "uuid",
  provider: "text",
  day: "text",
  status: "ReconciliationRunStatus",
  pspCount: "int4",
  ourCount: "int4",
  matchedCount: "int4",
  differenceCount: "int4",
  failureReason: "text | null",
  startedBy: "uuid | null",
  startedAt: "timestamptz",
  finishedAt: "timestamptz | null",
} as const;

/** A reconciliation_differences row in full, as the Prisma model reads it. */
export const DIFFERENCE = {
  id: "uuid",
  runId: "uuid",
  subject: "ReconciliationSubject",
  kind: "ReconciliationDifferenceKind",
  reference: "text",
  txid: "text | null",
  paymentId: "uuid | null",
  withdrawalId: "uuid | null",
  pspAmount: "int4 | null",
  pspRefunded: "int4 | null",
  ourAmount: "int4 | null",
  ourRefunded: "int4 | null",
  status: "ReconciliationDifferenceStatus",
  resolution: "ReconciliationResolution | null",
  note: "text | null",
  resolvedBy: "uuid | null",
  resolvedAt: "timestamptz | null",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
} as const;

/** A run started (RUNNING, nothing counted yet). */
export const insertRun = defineCommand({
  name: "reconciliation.insertRun",
  sql: (id: string, provider: string, day: string, startedAt: Date) => Prisma.sql`
    INSERT INTO reconciliation_runs (id, provider, day, "startedAt")
    VALUES (${id}::uuid, ${provider}, ${day}, ${startedAt}::timestamptz)`,
  examples: [[ID, "api-pix", "2026-03-01", AT]],
});

/** A run DONE with what it counted. */
export const finishRun = defineQuery({
  name: "reconciliation.finishRun",
  columns: RUN,
  sql: (id: string, counts: DayCounts, finishedAt: Date) => Prisma.sql`
    UPDATE reconciliation_runs SET "pspCount" = ${counts.pspCount}, "ourCount" = ${counts.ourCount},
      "matchedCount" = ${counts.matchedCount}, "differenceCount" = ${counts.differenceCount}, status = 'DONE',
      "finishedAt" = ${finishedAt}::timestamptz
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, { pspCount: 1, ourCount: 1, matchedCount: 1, differenceCount: 0 }, AT]],
});

/** Row-locks a run: one comparison of a day at a time. */
export const lockRun = defineQuery({
  name: "reconciliation.lockRun",
  columns: { id: "uuid" },
  sql: (runId: string) => Prisma.sql`SELECT id FROM reconciliation_runs WHERE id = ${runId}::uuid FOR UPDATE`,
  examples: [[ID]],
});

/**
 * Opens what a comparison found (reconciliation_found) as the run's differences, or refreshes the open ones; resolved
 * ones stay as they are.
 */
export const mergeFoundDifferences = defineCommand({
  name: "reconciliation.mergeFoundDifferences",
  after: [createFoundPixTable],
  sql: (runId: string) => Prisma.sql`
    INSERT INTO reconciliation_differences AS d (id, "runId", subject, kind, reference, txid, "paymentId", "withdrawalId", "pspAmount", "pspRefunded", "ourAmount", "ourRefunded", "updatedAt")
    SELECT gen_random_uuid(), ${runId}::uuid, f.subject::"ReconciliationSubject", f.kind::"ReconciliationDifferenceKind", f.reference, f.txid, f."paymentId", f."withdrawalId",
      f."pspAmount", f."pspRefunded", f."ourAmount", f."ourRefunded", now()
    FROM reconciliation_found f
    ON CONFLICT ("runId", subject, reference) DO UPDATE SET kind = excluded.kind, txid = excluded.txid, "paymentId" = excluded."paymentId", "withdrawalId" = excluded."withdrawalId",
      "pspAmount" = excluded."pspAmount", "pspRefunded" = excluded."pspRefunded", "ourAmount" = excluded."ourAmount", "ourRefunded" = excluded."ourRefunded", "updatedAt" = now()
    WHERE d.status = 'OPEN'`,
  examples: [[ID]],
});

/** Clears the run's open differences of a subject that the comparison no longer found. */
export const clearDifferencesNotFound = defineCommand({
  name: "reconciliation.clearDifferencesNotFound",
  after: [createFoundPixTable],
  sql: (runId: string, subject: ReconciliationSubject) => Prisma.sql`
    UPDATE reconciliation_differences d SET status = 'RESOLVED', resolution = 'CLEARED', "resolvedAt" = now(), "updatedAt" = now()
    WHERE d."runId" = ${runId}::uuid AND d.subject = ${subject}::"ReconciliationSubject" AND d.status = 'OPEN'
      AND NOT EXISTS (SELECT 1 FROM reconciliation_found f WHERE f.reference = d.reference)`,
  examples: [[ID, "RECEIVED_PIX"]],
});

export const countFound = defineQuery({
  name: "reconciliation.countFound",
  after: [createFoundPixTable],
  columns: { count: "int4" },
  sql: () => Prisma.sql`SELECT count(*)::int AS count FROM reconciliation_found`,
});

export const dropFoundTable = defineCommand({
  name: "reconciliation.dropFoundTable",
  after: [createFoundPixTable],
  sql: () => Prisma.sql`DROP TABLE reconciliation_found`,
});

export const lockDifference = defineQuery({
  name: "reconciliation.lockDifference",
  columns: DIFFERENCE,
  sql: (id: string) => Prisma.sql`SELECT * FROM reconciliation_differences WHERE id = ${id}::uuid FOR UPDATE`,
  examples: [[ID]],
});

export type DifferenceResolution = {
  resolution: ReconciliationResolution;
  note: string;
  resolvedBy: string;
  resolvedAt: Date;
};

/** An open difference closed by an admin, with its run's day. */
export const resolveDifference = defineQuery({
  name: "reconciliation.resolveDifference",
  columns: { ...DIFFERENCE, runDay: "text" },
  sql: (id: string, { resolution, note, resolvedBy, resolvedAt }: DifferenceResolution) => Prisma.sql`
    UPDATE reconciliation_differences d SET status = 'RESOLVED', resolution = ${resolution}::"ReconciliationResolution",
      note = ${note}, "resolvedBy" = ${resolvedBy}::uuid, "resolvedAt" = ${resolvedAt}::timestamptz, "updatedAt" = now()
    FROM reconciliation_runs r
    WHERE d.id = ${id}::uuid AND r.id = d."runId"
    RETURNING d.*, r.day AS "runDay"`,
  examples: [[ID, { resolution: "EXPLAINED", note: "n", resolvedBy: ID, resolvedAt: AT }]],
});

/**
 * Every difference of a day (open first), with the seller it concerns: the payment's or the withdrawal's; a PIX nobody
 * matched has none.
 */
export const differencesOfDay = defineQuery({
  name: "reconciliation.differencesOfDay",
  columns: {
    day: "text",
    provider: "text",
    subject: "text",
    kind: "text",
    reference: "text",
    txid: "text | null",
    paymentId: "uuid | null",
    withdrawalId: "uuid | null",
    sellerId: "uuid | null",
    sellerName: "text | null",
    pspAmount: "int4 | null",
    pspRefunded: "int4 | null",
    ourAmount: "int4 | null",
    ourRefunded: "int4 | null",
    status: "text",
    resolution: "text | null",
    note: "text | null",
    resolvedBy: "uuid | null",
    resolvedByEmail: "text | null",
    resolvedAt: "timestamptz | null",
  },
  sql: (day: string) => Prisma.sql`
    SELECT r.day, r.provider::text, d.subject::text, d.kind::text, d.reference, d.txid, d."paymentId", d."withdrawalId",
           seller.id AS "sellerId", seller."companyName" AS "sellerName", d."pspAmount", d."pspRefunded", d."ourAmount", d."ourRefunded",
           d.status::text, d.resolution::text, d.note, d."resolvedBy", resolver.email AS "resolvedByEmail", d."resolvedAt"
    FROM reconciliation_differences d
    JOIN reconciliation_runs r ON r.id = d."runId"
    LEFT JOIN payment_refs ref ON ref.id = d."paymentId"
    LEFT JOIN payments p ON p.id = ref.id AND p."createdAt" = ref."createdAt"
    LEFT JOIN withdrawals w ON w.id = d."withdrawalId"
    LEFT JOIN users seller ON seller.id = COALESCE(p."sellerId", w."sellerId")
    LEFT JOIN users resolver ON resolver.id = d."resolvedBy"
    WHERE r.day = ${day}
    ORDER BY r.provider, d.status, d."createdAt", d.id`,
  examples: [["2026-03-01"]],
});

import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineCommand, defineQuery } from "@/lib/db/typed-sql";
import { addMonths, type Month, monthStart, type PartitionedTable, partitionName } from "./months";

// DDL takes no parameters: names and bounds are written into the text, from PARTITIONED_TABLES and Month values only.
const ident = (name: string) => Prisma.raw(`"${name}"`);
const instant = (at: Date) => Prisma.raw(`'${at.toISOString()}'`);

const EXAMPLE_MONTH: Month = { year: 2026, month: 3 };

/**
 * The month's partition of `table`, unless it exists. CREATE ... PARTITION OF locks the parent table exclusively for
 * an instant: the caller bounds the wait (lock_timeout), so that a long query on the table does not queue every
 * insert behind this statement.
 */
export const createMonthPartition = defineCommand({
  name: "partitions.createMonthPartition",
  sql: (table: PartitionedTable, month: Month) => Prisma.sql`
    CREATE TABLE IF NOT EXISTS ${ident(partitionName(table, month))} PARTITION OF ${ident(table)}
    FOR VALUES FROM (${instant(monthStart(month))}) TO (${instant(monthStart(addMonths(month, 1)))})`,
  examples: [["email_outbox", EXAMPLE_MONTH]],
});

/**
 * The statistics of a partitioned table as a whole, which the planner reads for joins over all its months and
 * autovacuum never gathers (it analyzes the months). A sample (300 × default_statistics_target rows) whatever its size.
 */
export const analyzeWhole = defineCommand({
  name: "partitions.analyzeWhole",
  sql: (table: PartitionedTable) => Prisma.sql`ANALYZE ${ident(table)}`,
  examples: [["payments"]],
});

/** How long, in this transaction, a statement waits for a lock before failing. */
export const limitLockWait = defineCommand({
  name: "partitions.limitLockWait",
  sql: () => Prisma.sql`SET LOCAL lock_timeout = '5s'`,
});

/**
 * Every table named like a month's partition (<name>_YYYY_MM) in the public and archive schemas: attached to its
 * parent or not, the planner's estimate of its rows (-1 before its first ANALYZE).
 */
export const monthTables = defineQuery({
  name: "partitions.monthTables",
  columns: { schema: "text", name: "text", parent: "text | null", detachPending: "bool", rowEstimate: "int8" },
  sql: () => Prisma.sql`
    SELECT n.nspname::text AS schema, c.relname::text AS name, p.relname::text AS parent,
      coalesce(i.inhdetachpending, false) AS "detachPending", c.reltuples::int8 AS "rowEstimate"
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_inherits i ON i.inhrelid = c.oid
    LEFT JOIN pg_class p ON p.oid = i.inhparent
    WHERE c.relkind = 'r' AND n.nspname IN ('public', 'archive') AND c.relname ~ '_[0-9]{4}_[0-9]{2}$'
    ORDER BY c.relname, n.nspname`,
});

/**
 * Detaches a partition without blocking reads and writes of the parent (SHARE UPDATE EXCLUSIVE); no row is read.
 * Not in a transaction block: PostgreSQL commits once the partition is marked and again once every query that could
 * see it has ended.
 */
export const detachPartitionConcurrently = defineCommand({
  name: "partitions.detachPartitionConcurrently",
  sql: (table: PartitionedTable, month: Month) =>
    Prisma.sql`ALTER TABLE ${ident(table)} DETACH PARTITION ${ident(partitionName(table, month))} CONCURRENTLY`,
  examples: [["email_outbox", EXAMPLE_MONTH]],
});

/** Completes a concurrent detach that was interrupted between its two transactions. */
export const finishDetach = defineCommand({
  name: "partitions.finishDetach",
  sql: (table: PartitionedTable, month: Month) =>
    Prisma.sql`ALTER TABLE ${ident(table)} DETACH PARTITION ${ident(partitionName(table, month))} FINALIZE`,
  examples: [["email_outbox", EXAMPLE_MONTH]],
});

export const createArchiveSchema = defineCommand({
  name: "partitions.createArchiveSchema",
  sql: () => Prisma.sql`CREATE SCHEMA IF NOT EXISTS archive`,
});

/** A catalog change: the rows stay where they are on disk. */
export const moveToArchive = defineCommand({
  name: "partitions.moveToArchive",
  sql: (table: PartitionedTable, month: Month) =>
    Prisma.sql`ALTER TABLE ${ident(partitionName(table, month))} SET SCHEMA archive`,
  examples: [["email_outbox", EXAMPLE_MONTH]],
});

/**
 * How many of the month's payments a refund or an infraction is still open on: the money could still move, so the
 * month stays attached.
 */
export const openClaimsOnPaymentsOf = defineQuery({
  name: "partitions.openClaimsOnPaymentsOf",
  columns: { refunds: "int4", infractions: "int4" },
  sql: (month: Month) => Prisma.sql`
    WITH month AS (
      SELECT id FROM payment_refs
      WHERE "createdAt" >= ${monthStart(month)}::timestamptz AND "createdAt" < ${monthStart(addMonths(month, 1))}::timestamptz)
    SELECT
      (SELECT count(*) FROM refunds WHERE "paymentId" IN (SELECT id FROM month)
        AND status IN ('PENDING_PROVIDER', 'PROCESSING'))::int AS refunds,
      (SELECT count(*) FROM infractions WHERE "paymentId" IN (SELECT id FROM month)
        AND status IN ('OPEN', 'REFUNDING'))::int AS infractions`,
  examples: [[EXAMPLE_MONTH]],
});

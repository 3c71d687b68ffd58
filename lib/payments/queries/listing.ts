import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";
import { type StatScope, statRows } from "@/lib/reports/queries";
import { createdWithin } from "@/lib/time/sao-paulo-days";
import { z } from "@/lib/zod";
import { PAYMENT } from "./rows";

export type PaymentFilters = {
  status?: "CREATED" | "PENDING" | "FINISHED" | "CANCELLED" | "REFUNDED";
  paymentLinkId?: string;
  search?: string;
  startDate?: string;
  endDate?: string;
  sellerId?: string;
};

/** The filters as one SQL condition on `payments` (no alias), for pages, counts and the export. */
function paymentConditions(filters: PaymentFilters): Prisma.Sql {
  const createdAt = createdWithin(filters);
  const search = filters.search;
  // The pattern is matched literally: %, _ and \ in what was typed are not wildcards.
  const pattern = search !== undefined ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : "";
  const conditions = [
    filters.sellerId !== undefined ? Prisma.sql`"sellerId" = ${filters.sellerId}::uuid` : null,
    filters.status !== undefined ? Prisma.sql`status = ${filters.status}::"PaymentStatus"` : null,
    filters.paymentLinkId !== undefined ? Prisma.sql`"paymentLinkId" = ${filters.paymentLinkId}::uuid` : null,
    createdAt?.gte ? Prisma.sql`"createdAt" >= ${createdAt.gte}` : null,
    createdAt?.lt ? Prisma.sql`"createdAt" < ${createdAt.lt}` : null,
    search !== undefined
      ? Prisma.sql`("customerName" ILIKE ${pattern} OR "customerEmail" ILIKE ${pattern} OR "externalId" = ${search} OR txid = ${search}${
          z.uuid().safeParse(search).success ? Prisma.sql` OR id = ${search}::uuid` : Prisma.empty
        })`
      : null,
  ].filter((condition) => condition !== null);
  return conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`true`;
}

const NO_FILTERS: PaymentFilters = {};
const ALL_FILTERS: PaymentFilters = {
  sellerId: ID,
  status: "FINISHED",
  paymentLinkId: ID,
  startDate: "2026-03-01",
  endDate: "2026-03-31",
  search: ID,
};
const SCOPE: StatScope = { sellerId: ID, start: "2026-03-01", end: "2026-03-31", statuses: ["FINISHED"] };

/**
 * Where a page starting at `offset` (newest first) begins, from the daily totals: the payments in scope (`total`), the
 * São Paulo day of creation its first row falls on and how many payments are newer than that day (`newer`); no day
 * when the offset is past the last payment. One row, however long the history.
 */
export const paymentPageStart = defineQuery({
  name: "payments.paymentPageStart",
  prepared: true,
  columns: { total: "int8", day: "text | null", newer: "int8 | null" },
  sql: (scope: StatScope, offset: number) => Prisma.sql`
    WITH days AS (
      SELECT day, sum(count)::int AS count FROM ${statRows(scope)} totals GROUP BY day HAVING sum(count) <> 0),
    running AS (SELECT day, sum(count) OVER (ORDER BY day DESC) - count AS newer FROM days),
    start AS (SELECT day, newer FROM running WHERE newer <= ${offset}::bigint ORDER BY day LIMIT 1)
    SELECT (SELECT coalesce(sum(count), 0) FROM days)::bigint AS total, to_char(start.day, 'YYYY-MM-DD') AS day,
           start.newer::bigint AS newer
    FROM (SELECT 1) one LEFT JOIN start ON true`,
  examples: [
    [{}, 0],
    [SCOPE, 40],
  ],
});

export const countPayments = defineQuery({
  name: "payments.countPayments",
  columns: { total: "int8" },
  sql: (filters: PaymentFilters) =>
    Prisma.sql`SELECT count(*) AS total FROM payments WHERE ${paymentConditions(filters)}`,
  examples: [[NO_FILTERS], [ALL_FILTERS], [{ search: "ana" }]],
});

/**
 * A page of ids, newest first; `createdBefore` bounds the index walk (the days before the page's skipped whole).
 * Prepared unless searching or filtering by status: planning the walk over every month's partition cost more than the
 * walk, but what was typed and how rare a status is change the plan (a rare status is read by its own index).
 */
export const paymentPageIds = defineQuery({
  name: "payments.paymentPageIds",
  prepared: (filters: PaymentFilters) => filters.search === undefined && filters.status === undefined,
  columns: { id: "uuid" },
  sql: (filters: PaymentFilters, createdBefore: Date | null, limit: number, offset: number) => Prisma.sql`
    SELECT id FROM payments WHERE ${paymentConditions(filters)} ${createdBefore ? Prisma.sql`AND "createdAt" < ${createdBefore}` : Prisma.empty}
    ORDER BY "createdAt" DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
  examples: [
    [NO_FILTERS, null, 20, 0],
    [ALL_FILTERS, AT, 20, 40],
  ],
});

/** Sums per status in scope, from the daily totals. */
export const paymentTotalsByStatus = defineQuery({
  name: "payments.paymentTotalsByStatus",
  columns: { status: "PaymentStatus", count: "int8", amount: "int8", net: "int8", gatewayFee: "int8" },
  sql: (scope: StatScope) => Prisma.sql`
    SELECT status, sum(count)::bigint AS count, sum(amount)::bigint AS amount, sum(net)::bigint AS net, sum("gatewayFee")::bigint AS "gatewayFee"
    FROM ${statRows(scope)} totals
    GROUP BY status`,
  examples: [[{}], [SCOPE]],
});

/** Sums per status of the payments the filters find, counted row by row (for a search or a link). */
export const paymentSumsByStatus = defineQuery({
  name: "payments.paymentSumsByStatus",
  columns: { status: "PaymentStatus", count: "int8", amount: "int8", net: "int8" },
  sql: (filters: PaymentFilters) => Prisma.sql`
    SELECT status, count(*) AS count, sum(amount)::bigint AS amount, sum(amount - "serviceFee" - "gatewayFee")::bigint AS net
    FROM payments WHERE ${paymentConditions(filters)} GROUP BY status`,
  examples: [[NO_FILTERS], [ALL_FILTERS]],
});

/**
 * A batch of the export, newest first, after `cursor` (the last row of the batch before). The
 * seller's company is read by primary key per row: the batch stays on the payments index.
 */
export const exportBatch = defineQuery({
  name: "payments.exportBatch",
  columns: { ...PAYMENT, sellerName: "text" },
  sql: (filters: PaymentFilters, cursor: { createdAt: Date; id: string } | null, limit: number) => Prisma.sql`
    SELECT payments.*, (SELECT "companyName" FROM users WHERE users.id = payments."sellerId") AS "sellerName"
    FROM payments WHERE ${paymentConditions(filters)} ${cursor ? Prisma.sql`AND ("createdAt", id) < (${cursor.createdAt}, ${cursor.id}::uuid)` : Prisma.empty}
    ORDER BY "createdAt" DESC, id DESC LIMIT ${limit}`,
  examples: [
    [NO_FILTERS, null, 1000],
    [ALL_FILTERS, { createdAt: AT, id: ID }, 1000],
  ],
});

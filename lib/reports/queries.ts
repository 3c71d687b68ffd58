import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { PaymentStatus } from "@/lib/db/generated/enums";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

export type StatDelta = {
  sellerId: string;
  createdAt: Date;
  amount: number;
  net: number;
  gatewayFee: number;
  moves: { status: PaymentStatus; sign: number }[];
};

/** One payment's status moves as insert-only delta rows of its São Paulo day of creation. */
export const insertStatDeltas = defineCommand({
  name: "reports.insertStatDeltas",
  sql: ({ sellerId, createdAt, amount, net, gatewayFee, moves }: StatDelta) => Prisma.sql`
    INSERT INTO payment_stat_deltas ("sellerId", day, status, count, amount, net, "gatewayFee")
    SELECT ${sellerId}::uuid, (${createdAt}::timestamptz AT TIME ZONE 'America/Sao_Paulo')::date, m.status, m.sign,
           m.sign * ${amount}::bigint, m.sign * ${net}::bigint, m.sign * ${gatewayFee}::bigint
    FROM unnest(${moves.map((move) => move.status)}::"PaymentStatus"[], ${moves.map((move) => move.sign)}::int[]) AS m(status, sign)`,
  examples: [
    [{ sellerId: ID, createdAt: AT, amount: 100, net: 90, gatewayFee: 5, moves: [{ status: "CREATED", sign: 1 }] }],
  ],
});

/** An array whose elements are the sums of two arrays' elements of the same index (same length). */
const addElementwise = (a: Prisma.Sql, b: Prisma.Sql) =>
  Prisma.sql`(SELECT array_agg(x + y ORDER BY i) FROM unnest(${a}, ${b}) WITH ORDINALITY AS e(x, y, i))`;

type RunningTotals = {
  table: string;
  period: "month" | "year";
  counts: string;
  amounts: string;
  /** A relation of ("sellerId", <unit>, status, count, amount) rows, <unit> the first day of a unit. */
  source: string;
  unit: "day" | "month";
  /** The length of the arrays: the most units a period has. */
  units: number;
};

/**
 * Adds `source` to the running totals of `table`: per seller, period and status, arrays whose
 * element n sums units 1 to n of the period (flat after a short month's last day), added element
 * by element to the row already there.
 */
function upsertRunningTotals({ table, period, counts, amounts, source, unit, units }: RunningTotals) {
  const [t, p, c, a, src, u] = [table, period, counts, amounts, source, unit].map((name) => Prisma.raw(`"${name}"`));
  const [onePeriod, oneUnit] = [Prisma.raw(`'1 ${period}'`), Prisma.raw(`'1 ${unit}'`)];
  return Prisma.sql`
    INSERT INTO ${t} ("sellerId", ${p}, status, ${c}, ${a})
    SELECT "sellerId", ${p}, status, array_agg(run_count ORDER BY i)::int[], array_agg(run_amount ORDER BY i)::bigint[]
    FROM (
      SELECT k."sellerId", k.${p}, k.status, i,
             sum(coalesce(s.count, 0)) OVER w AS run_count, sum(coalesce(s.amount, 0)) OVER w AS run_amount
      FROM (SELECT DISTINCT "sellerId", date_trunc(${Prisma.raw(`'${period}'`)}, ${u}::timestamp)::date AS ${p}, status FROM ${src}) k
      CROSS JOIN generate_series(1, ${units}::int) AS i
      LEFT JOIN ${src} s ON s."sellerId" = k."sellerId" AND s.status = k.status
        AND s.${u} = (k.${p} + (i - 1) * interval ${oneUnit})::date AND s.${u} < (k.${p} + interval ${onePeriod})::date
      WINDOW w AS (PARTITION BY k."sellerId", k.${p}, k.status ORDER BY i)
    ) running
    GROUP BY "sellerId", ${p}, status
    ON CONFLICT ("sellerId", ${p}, status) DO UPDATE SET
      ${c} = ${addElementwise(Prisma.sql`${t}.${c}`, Prisma.sql`excluded.${c}`)},
      ${a} = ${addElementwise(Prisma.sql`${t}.${a}`, Prisma.sql`excluded.${a}`)}
    RETURNING 1`;
}

/**
 * Folds every visible delta into the per-seller daily totals and running totals by month and
 * year, and the platform daily totals, in one statement; returns how many were folded.
 */
export const foldStatDeltas = defineQuery({
  name: "reports.foldStatDeltas",
  columns: { folded: "int8" },
  sql: () => Prisma.sql`
    WITH moved AS (DELETE FROM payment_stat_deltas RETURNING "sellerId", day, status, count, amount, net, "gatewayFee"),
    summed AS (
      SELECT "sellerId", day, status, sum(count)::int AS count, sum(amount)::bigint AS amount, sum(net)::bigint AS net,
             sum("gatewayFee")::bigint AS "gatewayFee", count(*) AS rows
      FROM moved GROUP BY "sellerId", day, status),
    upserted AS (
      INSERT INTO payment_daily_totals ("sellerId", day, status, count, amount, net, "gatewayFee")
      SELECT "sellerId", day, status, count, amount, net, "gatewayFee" FROM summed
      ON CONFLICT ("sellerId", day, status) DO UPDATE SET
        count = payment_daily_totals.count + excluded.count,
        amount = payment_daily_totals.amount + excluded.amount,
        net = payment_daily_totals.net + excluded.net,
        "gatewayFee" = payment_daily_totals."gatewayFee" + excluded."gatewayFee"
      RETURNING 1),
    by_month AS (
      SELECT "sellerId", date_trunc('month', day::timestamp)::date AS month, status, sum(count) AS count, sum(amount) AS amount
      FROM summed GROUP BY "sellerId", month, status),
    monthly AS (${upsertRunningTotals({ table: "payment_monthly_totals", period: "month", counts: "dayCounts", amounts: "dayAmounts", source: "summed", unit: "day", units: 31 })}),
    yearly AS (${upsertRunningTotals({ table: "payment_yearly_totals", period: "year", counts: "monthCounts", amounts: "monthAmounts", source: "by_month", unit: "month", units: 12 })}),
    platform AS (
      INSERT INTO payment_platform_daily_totals (day, status, count, amount, net, "gatewayFee")
      SELECT day, status, sum(count)::int, sum(amount)::bigint, sum(net)::bigint, sum("gatewayFee")::bigint FROM summed GROUP BY day, status
      ON CONFLICT (day, status) DO UPDATE SET
        count = payment_platform_daily_totals.count + excluded.count,
        amount = payment_platform_daily_totals.amount + excluded.amount,
        net = payment_platform_daily_totals.net + excluded.net,
        "gatewayFee" = payment_platform_daily_totals."gatewayFee" + excluded."gatewayFee"
      RETURNING 1)
    SELECT coalesce(sum(rows), 0)::bigint AS folded FROM summed`,
});

export type StatScope = { sellerId?: string; start?: string; end?: string; statuses?: readonly PaymentStatus[] };

/**
 * A subquery of (day, status, count, amount, net, "gatewayFee") rows whose sums equal a recount of
 * the payments in scope: the folded totals (one seller's, or the platform's when no seller is
 * given) plus the deltas not folded yet. Days are São Paulo days of creation, inclusive.
 */
export function statRows(scope: StatScope): Prisma.Sql {
  const conditions = [
    scope.sellerId !== undefined ? Prisma.sql`"sellerId" = ${scope.sellerId}::uuid` : null,
    scope.start !== undefined ? Prisma.sql`day >= ${scope.start}::date` : null,
    scope.end !== undefined ? Prisma.sql`day <= ${scope.end}::date` : null,
    scope.statuses !== undefined ? Prisma.sql`status = ANY(${[...scope.statuses]}::"PaymentStatus"[])` : null,
  ].filter((condition) => condition !== null);
  const where = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
  const folded = Prisma.raw(scope.sellerId !== undefined ? "payment_daily_totals" : "payment_platform_daily_totals");
  return Prisma.sql`(
    SELECT day, status, count, amount, net, "gatewayFee" FROM ${folded} ${where}
    UNION ALL
    SELECT day, status, count, amount, net, "gatewayFee" FROM payment_stat_deltas ${where})`;
}

type DayRange = { start: string; end: string };
const RANGE: DayRange = { start: "2026-03-01", end: "2026-03-31" };

/**
 * Every day of the range with its sums (centavos) and payment count, zeros included, built in SQL
 * and returned as one JSON text: a year is 365 objects, not 1,800 rows to deserialize.
 */
export const dailySeries = defineQuery({
  name: "reports.dailySeries",
  columns: { series: "text" },
  sql: (range: DayRange, sellerId: string | undefined) => Prisma.sql`
    SELECT coalesce(json_agg(json_build_object('date', to_char(d.day, 'YYYY-MM-DD'), 'finished', d.finished, 'pending', d.pending,
      'cancelled', d.cancelled, 'count', d.count) ORDER BY d.day), '[]')::text AS series
    FROM (
      SELECT days.day::date AS day,
        coalesce(sum(t.amount) FILTER (WHERE t.status = 'FINISHED'), 0) AS finished,
        coalesce(sum(t.amount) FILTER (WHERE t.status IN ('CREATED', 'PENDING')), 0) AS pending,
        coalesce(sum(t.amount) FILTER (WHERE t.status = 'CANCELLED'), 0) AS cancelled,
        coalesce(sum(t.count), 0) AS count
      FROM generate_series(${range.start}::date, ${range.end}::date, interval '1 day') AS days(day)
      LEFT JOIN ${statRows({ ...range, ...(sellerId !== undefined && { sellerId }) })} t ON t.day = days.day::date
      GROUP BY days.day
    ) d`,
  examples: [
    [RANGE, undefined],
    [RANGE, ID],
  ],
});

export const statusTotals = defineQuery({
  name: "reports.statusTotals",
  columns: { status: "PaymentStatus", count: "int8", amount: "int8" },
  sql: (scope: StatScope) => Prisma.sql`
    SELECT status, sum(count)::bigint AS count, sum(amount)::bigint AS amount
    FROM ${statRows(scope)} totals
    GROUP BY status`,
  examples: [[RANGE], [{ ...RANGE, sellerId: ID, statuses: ["FINISHED"] }]],
});

/** Elements `from` to `to` (1-based) of the running totals of one year's row (months) or one month's row (days). */
export type RunningSlice<Key extends string> = Record<Key, string> & { from: number; to: number };
/** Which running totals add up to a range of days (lib/reports/dashboard.ts, rangePlan). */
export type RangePlan = { years: RunningSlice<"year">[]; months: RunningSlice<"month">[] };

/** Finished sales per seller over the range the plan covers: its running totals, plus the deltas not folded yet. */
function finishedSales(range: DayRange, { years, months }: RangePlan) {
  // Element 0 does not exist (NULL): a slice from the first element is the element itself.
  const slice = (column: string, from: number, to: number) =>
    Prisma.sql`${Prisma.raw(`"${column}"`)}[${to}::int] - coalesce(${Prisma.raw(`"${column}"`)}[${from - 1}::int], 0)`;
  const parts = [
    ...years.map(
      ({ year, from, to }) =>
        Prisma.sql`SELECT "sellerId", ${slice("monthAmounts", from, to)} AS amount, ${slice("monthCounts", from, to)} AS count
        FROM payment_yearly_totals WHERE status = 'FINISHED' AND year = ${year}::date`,
    ),
    ...months.map(
      ({ month, from, to }) =>
        Prisma.sql`SELECT "sellerId", ${slice("dayAmounts", from, to)} AS amount, ${slice("dayCounts", from, to)} AS count
        FROM payment_monthly_totals WHERE status = 'FINISHED' AND month = ${month}::date`,
    ),
    Prisma.sql`SELECT "sellerId", amount, count FROM payment_stat_deltas WHERE status = 'FINISHED' AND day BETWEEN ${range.start}::date AND ${range.end}::date`,
  ];
  return Prisma.sql`
    SELECT "sellerId", sum(amount)::bigint AS revenue, sum(count)::bigint AS count FROM (${Prisma.join(parts, " UNION ALL ")}) finished
    GROUP BY "sellerId" HAVING sum(count) > 0`;
}

const YEARS_AND_MONTHS: RangePlan = {
  years: [{ year: "2025-01-01", from: 4, to: 12 }],
  months: [{ month: "2026-01-01", from: 1, to: 31 }],
};
const DELTAS_ONLY: RangePlan = { years: [], months: [] };

/**
 * A page of the sellers with finished sales over the range, largest first, each row with the number of such sellers.
 */
export const revenuePerSeller = defineQuery({
  name: "reports.revenuePerSeller",
  columns: { sellerId: "uuid", revenue: "int8", count: "int8", total: "int8" },
  sql: (range: DayRange, plan: RangePlan, limit: number, offset: number) => Prisma.sql`
    WITH sales AS (${finishedSales(range, plan)})
    SELECT "sellerId", revenue, count, count(*) OVER () AS total FROM sales
    ORDER BY revenue DESC, "sellerId" LIMIT ${limit} OFFSET ${offset}`,
  examples: [
    [RANGE, YEARS_AND_MONTHS, 20, 0],
    [RANGE, DELTAS_ONLY, 20, 0],
  ],
});

export const sellersWithRevenue = defineQuery({
  name: "reports.sellersWithRevenue",
  columns: { total: "int8" },
  sql: (range: DayRange, plan: RangePlan) =>
    Prisma.sql`WITH sales AS (${finishedSales(range, plan)}) SELECT count(*) AS total FROM sales`,
  examples: [
    [RANGE, YEARS_AND_MONTHS],
    [RANGE, DELTAS_ONLY],
  ],
});

import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { direct } from "@/lib/db/direct";
import { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, toPage } from "@/lib/http/pagination";
import { centsToReais } from "@/lib/money";
import { addDays, saoPauloToday } from "@/lib/time/sao-paulo-days";
import { sellerCompanies } from "@/lib/users/sellers";
import { statRows } from "./payment-stats";
import type { PeriodQuery } from "./schema";

const PERIOD_DAYS = { day: 1, week: 7, month: 30 } as const;

/** The inclusive São Paulo days a period covers. */
export function resolveRange({ period, startDate, endDate }: PeriodQuery, now = new Date()) {
  if (period === "custom") return { start: startDate!, end: endDate! };
  const end = saoPauloToday(now);
  return { start: addDays(end, 1 - PERIOD_DAYS[period]), end };
}

type DayTotals = { date: string; finished: number; pending: number; cancelled: number; count: number };

/**
 * Every day of the range with its sums (centavos) and payment count, zeros included, built in SQL
 * and returned as one JSON value: a year is 365 objects, not 1,800 rows to deserialize.
 */
async function dailySeries(range: { start: string; end: string }, sellerId?: string): Promise<DayTotals[]> {
  const [row] = await direct.$queryRaw<{ series: string }[]>`
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
    ) d`;
  return JSON.parse(row?.series ?? "[]") as DayTotals[];
}

/** Whose sales a caller reads: a seller only their own; an admin one seller's, or everyone's when none is named. */
function salesOf(actor: Actor, sellerId: string | undefined) {
  if (actor.role === "admin") return sellerId;
  if (!actor.userId) throw new AppError("UNAUTHORIZED");
  return actor.userId;
}

export async function overview(actor: Actor, query: PeriodQuery, sellerId?: string) {
  const scope = salesOf(actor, sellerId);
  const rows = await direct.$queryRaw<{ status: string; count: bigint; amount: bigint }[]>`
    SELECT status, sum(count)::bigint AS count, sum(amount)::bigint AS amount
    FROM ${statRows({ ...resolveRange(query), ...(scope !== undefined && { sellerId: scope }) })} totals
    GROUP BY status`;
  const of = (statuses: string[], pick: "count" | "amount") =>
    rows.filter((row) => statuses.includes(row.status)).reduce((total, row) => total + Number(row[pick]), 0);
  const paid = of(["FINISHED"], "count");
  const revenue = of(["FINISHED"], "amount");
  const all = of(["CREATED", "PENDING", "FINISHED", "CANCELLED", "REFUNDED"], "count");
  return {
    totalRevenue: centsToReais(revenue),
    averageTicket: paid ? centsToReais(Math.round(revenue / paid)) : 0,
    qtdPaidOrders: paid,
    qtdRefunds: of(["REFUNDED"], "count"),
    qtdPendingOrders: of(["CREATED", "PENDING"], "count"),
    conversionRate: all ? Math.round(((paid + of(["REFUNDED"], "count")) / all) * 10_000) / 100 : 0,
  };
}

export async function dailySalesValues(actor: Actor, query: PeriodQuery, sellerId?: string) {
  const days = await dailySeries(resolveRange(query), salesOf(actor, sellerId));
  return days.map((day) => ({ date: day.date, finished: centsToReais(day.finished), pending: centsToReais(day.pending), cancelled: centsToReais(day.cancelled) }));
}

export async function dailySalesCount(actor: Actor, query: PeriodQuery, sellerId?: string) {
  const days = await dailySeries(resolveRange(query), salesOf(actor, sellerId));
  return days.map((day) => ({ date: day.date, count: day.count }));
}

const lastDayOfMonth = (day: string) => addDays(`${addMonth(day.slice(0, 7))}-01`, -1);

function addMonth(month: string) {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, "0")}`;
}

type DayRange = { start: string; end: string };

/** Elements `from` to `to` (1-based) of the running totals of one year's row (months) or one month's row (days). */
type RunningSlice<Key extends string> = Record<Key, string> & { from: number; to: number };

/**
 * Which running totals add up to a range of days: the months the range covers only in part as
 * days of that month's row, the whole months between as months of each year's row. A year-long
 * range is about four rows per seller, whatever days it starts and ends on.
 */
export function rangePlan({ start, end }: DayRange): { years: RunningSlice<"year">[]; months: RunningSlice<"month">[] } {
  const firstOf = (day: string) => `${day.slice(0, 7)}-01`;
  const dayOf = (day: string) => Number(day.slice(8, 10));
  if (firstOf(start) === firstOf(end)) return { years: [], months: [{ month: firstOf(start), from: dayOf(start), to: dayOf(end) }] };
  const months: RunningSlice<"month">[] = [];
  let firstWhole = firstOf(start);
  if (dayOf(start) > 1) {
    // 31 is the month's total in any month: the running total stays flat after its last day.
    months.push({ month: firstWhole, from: dayOf(start), to: 31 });
    firstWhole = `${addMonth(start.slice(0, 7))}-01`;
  }
  let lastWhole = firstOf(end);
  if (end < lastDayOfMonth(end)) {
    months.push({ month: lastWhole, from: 1, to: dayOf(end) });
    lastWhole = firstOf(addDays(lastWhole, -1));
  }
  const years: RunningSlice<"year">[] = [];
  if (firstWhole > lastWhole) return { years, months };
  const [firstYear, lastYear] = [Number(firstWhole.slice(0, 4)), Number(lastWhole.slice(0, 4))];
  for (let year = firstYear; year <= lastYear; year++) {
    const from = year === firstYear ? Number(firstWhole.slice(5, 7)) : 1;
    const to = year === lastYear ? Number(lastWhole.slice(5, 7)) : 12;
    years.push({ year: `${year}-01-01`, from, to });
  }
  return { years, months };
}

function finishedSales(range: DayRange) {
  const { years, months } = rangePlan(range);
  // Element 0 does not exist (NULL): a slice from the first element is the element itself.
  const slice = (column: string, from: number, to: number) =>
    Prisma.sql`${Prisma.raw(`"${column}"`)}[${to}::int] - coalesce(${Prisma.raw(`"${column}"`)}[${from - 1}::int], 0)`;
  const parts = [
    ...years.map(({ year, from, to }) =>
      Prisma.sql`SELECT "sellerId", ${slice("monthAmounts", from, to)} AS amount, ${slice("monthCounts", from, to)} AS count
        FROM payment_yearly_totals WHERE status = 'FINISHED' AND year = ${year}::date`),
    ...months.map(({ month, from, to }) =>
      Prisma.sql`SELECT "sellerId", ${slice("dayAmounts", from, to)} AS amount, ${slice("dayCounts", from, to)} AS count
        FROM payment_monthly_totals WHERE status = 'FINISHED' AND month = ${month}::date`),
    Prisma.sql`SELECT "sellerId", amount, count FROM payment_stat_deltas WHERE status = 'FINISHED' AND day BETWEEN ${range.start}::date AND ${range.end}::date`,
  ];
  return Prisma.sql`
    SELECT "sellerId", sum(amount)::bigint AS revenue, sum(count)::bigint AS count FROM (${Prisma.join(parts, " UNION ALL ")}) finished
    GROUP BY "sellerId" HAVING sum(count) > 0`;
}

/** Finished sales per seller in the period, largest first, with the seller's company. */
export async function revenuePerEnterprise(actor: Actor, query: PeriodQuery & PageQuery) {
  assertAdmin(actor);
  const range = resolveRange(query);
  const rows = await direct.$queryRaw<{ sellerId: string; revenue: bigint; count: bigint; total: bigint }[]>`
    WITH sales AS (${finishedSales(range)})
    SELECT "sellerId", revenue, count, count(*) OVER () AS total FROM sales
    ORDER BY revenue DESC, "sellerId" LIMIT ${query.perPage} OFFSET ${(query.page - 1) * query.perPage}`;
  // Past the last page there is no row to carry the total.
  const total = rows[0]
    ? Number(rows[0].total)
    : Number((await direct.$queryRaw<{ total: bigint }[]>`WITH sales AS (${finishedSales(range)}) SELECT count(*) AS total FROM sales`)[0]?.total ?? 0);
  const sellerOf = await sellerCompanies(rows.map((row) => row.sellerId));
  const data = rows.map((row) => {
    const seller = sellerOf.get(row.sellerId);
    const enterprise = seller?.enterprises[0];
    return {
      enterpriseId: enterprise?.id ?? null,
      sellerId: row.sellerId,
      companyName: enterprise?.companyName ?? seller?.companyName ?? "",
      cnpj: enterprise?.cnpj ?? null,
      totalRevenue: centsToReais(row.revenue),
      transactionCount: Number(row.count),
    };
  });
  return toPage(data, total, query);
}

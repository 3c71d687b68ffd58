import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { type PageQuery, toPage } from "@/lib/http/pagination";
import { centsToReais } from "@/lib/money";
import { TIME_ZONE } from "@/lib/time/sao-paulo-days";
import { statRows } from "./payment-stats";
import type { PeriodQuery } from "./schema";

const DAY_MS = 86_400_000;
const PERIOD_DAYS = { day: 1, week: 7, month: 30 } as const;

function saoPauloToday(now: Date) {
  return now.toLocaleDateString("en-CA", { timeZone: TIME_ZONE });
}

function addDays(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The inclusive São Paulo days a period covers. */
export function resolveRange({ period, startDate, endDate }: PeriodQuery, now = new Date()) {
  if (period === "custom") return { start: startDate!, end: endDate! };
  const end = saoPauloToday(now);
  return { start: addDays(end, 1 - PERIOD_DAYS[period]), end };
}

type StatusRow = { day: Date; status: string; count: bigint; amount: bigint };

/** Daily counts and sums per status (one seller's, or the platform's), keyed by ISO day. */
async function dailyByStatus(range: { start: string; end: string }, sellerId?: string) {
  const rows = await db().$queryRaw<StatusRow[]>`
    SELECT day, status, sum(count)::bigint AS count, sum(amount)::bigint AS amount
    FROM ${statRows({ ...range, ...(sellerId !== undefined && { sellerId }) })} totals
    GROUP BY day, status`;
  const byDay = new Map<string, StatusRow[]>();
  for (const row of rows) {
    const day = row.day.toISOString().slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), row]);
  }
  return byDay;
}

function daysOf({ start, end }: { start: string; end: string }) {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

export async function overview(query: PeriodQuery, sellerId?: string) {
  const rows = await db().$queryRaw<Omit<StatusRow, "day">[]>`
    SELECT status, sum(count)::bigint AS count, sum(amount)::bigint AS amount
    FROM ${statRows({ ...resolveRange(query), ...(sellerId !== undefined && { sellerId }) })} totals
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

export async function dailySalesValues(query: PeriodQuery, sellerId?: string) {
  const range = resolveRange(query);
  const byDay = await dailyByStatus(range, sellerId);
  return daysOf(range).map((date) => {
    const rows = byDay.get(date) ?? [];
    const sum = (statuses: string[]) => rows.filter((row) => statuses.includes(row.status)).reduce((total, row) => total + Number(row.amount), 0);
    return { date, finished: centsToReais(sum(["FINISHED"])), pending: centsToReais(sum(["CREATED", "PENDING"])), cancelled: centsToReais(sum(["CANCELLED"])) };
  });
}

export async function dailySalesCount(query: PeriodQuery, sellerId?: string) {
  const range = resolveRange(query);
  const byDay = await dailyByStatus(range, sellerId);
  return daysOf(range).map((date) => ({ date, count: (byDay.get(date) ?? []).reduce((total, row) => total + Number(row.count), 0) }));
}

const lastDayOfMonth = (day: string) => addDays(`${addMonth(day.slice(0, 7))}-01`, -1);

function addMonth(month: string) {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, "0")}`;
}

/**
 * A range as the whole calendar months inside it (read from the monthly totals) and the days at its
 * edges (read from the daily totals), so a year costs about twelve rows per seller instead of 365.
 */
export function splitByMonths({ start, end }: { start: string; end: string }) {
  const firstWhole = start.endsWith("-01") ? start : `${addMonth(start.slice(0, 7))}-01`;
  const lastWhole = end === lastDayOfMonth(end) ? end : addDays(`${end.slice(0, 7)}-01`, -1);
  if (firstWhole > lastWhole) return { months: null, edges: [{ start, end }] };
  return {
    months: { first: firstWhole, last: `${lastWhole.slice(0, 7)}-01` },
    edges: [
      ...(start < firstWhole ? [{ start, end: addDays(firstWhole, -1) }] : []),
      ...(lastWhole < end ? [{ start: addDays(lastWhole, 1), end }] : []),
    ],
  };
}

function finishedSales(range: { start: string; end: string }) {
  const { months, edges } = splitByMonths(range);
  const parts = [
    ...(months ? [Prisma.sql`SELECT "sellerId", amount, count FROM payment_monthly_totals WHERE status = 'FINISHED' AND month BETWEEN ${months.first}::date AND ${months.last}::date`] : []),
    ...edges.map((edge) => Prisma.sql`SELECT "sellerId", amount, count FROM payment_daily_totals WHERE status = 'FINISHED' AND day BETWEEN ${edge.start}::date AND ${edge.end}::date`),
    Prisma.sql`SELECT "sellerId", amount, count FROM payment_stat_deltas WHERE status = 'FINISHED' AND day BETWEEN ${range.start}::date AND ${range.end}::date`,
  ];
  return Prisma.sql`
    SELECT "sellerId", sum(amount)::bigint AS revenue, sum(count)::bigint AS count FROM (${Prisma.join(parts, " UNION ALL ")}) finished
    GROUP BY "sellerId" HAVING sum(count) > 0`;
}

/** Finished sales per seller in the period, largest first, with the seller's company. */
export async function revenuePerEnterprise(query: PeriodQuery & PageQuery) {
  const range = resolveRange(query);
  const rows = await db().$queryRaw<{ sellerId: string; revenue: bigint; count: bigint; total: bigint }[]>`
    WITH sales AS (${finishedSales(range)})
    SELECT "sellerId", revenue, count, count(*) OVER () AS total FROM sales
    ORDER BY revenue DESC, "sellerId" LIMIT ${query.perPage} OFFSET ${(query.page - 1) * query.perPage}`;
  // Past the last page there is no row to carry the total.
  const total = rows[0]
    ? Number(rows[0].total)
    : Number((await db().$queryRaw<{ total: bigint }[]>`WITH sales AS (${finishedSales(range)}) SELECT count(*) AS total FROM sales`)[0]?.total ?? 0);
  const sellers = await db().user.findMany({
    where: { id: { in: rows.map((row) => row.sellerId) } },
    select: { id: true, companyName: true, enterprises: { where: { deletedAt: null }, select: { id: true, companyName: true, cnpj: true }, take: 1 } },
  });
  const sellerOf = new Map(sellers.map((seller) => [seller.id, seller]));
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

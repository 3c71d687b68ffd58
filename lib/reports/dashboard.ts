import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { replicaRead } from "@/lib/db/replica";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, toPage } from "@/lib/http/pagination";
import { centsToReais } from "@/lib/money";
import { addDays, saoPauloToday } from "@/lib/time/sao-paulo-days";
import { sellerCompanies } from "@/lib/users/sellers";
import {
  dailySeries,
  type RangePlan,
  revenuePerSeller,
  type RunningSlice,
  sellersWithRevenue,
  statusTotals,
} from "./queries";
import type { PeriodQuery } from "./schema";

const PERIOD_DAYS = { day: 1, week: 7, month: 30 } as const;

/** The inclusive São Paulo days a period covers. */
export function resolveRange({ period, startDate, endDate }: PeriodQuery, now = new Date()) {
  if (period === "custom") return { start: startDate!, end: endDate! };
  const end = saoPauloToday(now);
  return { start: addDays(end, 1 - PERIOD_DAYS[period]), end };
}

type DayTotals = { date: string; finished: number; pending: number; cancelled: number; count: number };

/** Every day of the range with its sums (centavos) and payment count, zeros included. */
async function dailyTotals(actor: Actor, range: DayRange, sellerId?: string): Promise<DayTotals[]> {
  const [row] = await replicaRead(actor, ({ sql }) => dailySeries(sql, range, sellerId));
  return JSON.parse(row?.series ?? "[]") as DayTotals[];
}

/** Whose sales a caller reads: a seller only their own; an admin one seller's, or everyone's when none is named. */
function salesOf(actor: Actor, sellerId: string | undefined) {
  if (actor.role === "admin") return sellerId;
  if (!actor.sellerId) throw new AppError("UNAUTHORIZED");
  return actor.sellerId;
}

export async function overview(actor: Actor, query: PeriodQuery, sellerId?: string) {
  const scope = salesOf(actor, sellerId);
  const filter = { ...resolveRange(query), ...(scope !== undefined && { sellerId: scope }) };
  const rows = await replicaRead(actor, ({ sql }) => statusTotals(sql, filter));
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
  const days = await dailyTotals(actor, resolveRange(query), salesOf(actor, sellerId));
  return days.map((day) => ({
    date: day.date,
    finished: centsToReais(day.finished),
    pending: centsToReais(day.pending),
    cancelled: centsToReais(day.cancelled),
  }));
}

export async function dailySalesCount(actor: Actor, query: PeriodQuery, sellerId?: string) {
  const days = await dailyTotals(actor, resolveRange(query), salesOf(actor, sellerId));
  return days.map((day) => ({ date: day.date, count: day.count }));
}

const lastDayOfMonth = (day: string) => addDays(`${addMonth(day.slice(0, 7))}-01`, -1);

function addMonth(month: string) {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, "0")}`;
}

type DayRange = { start: string; end: string };

/**
 * Which running totals add up to a range of days: the months the range covers only in part as
 * days of that month's row, the whole months between as months of each year's row. A year-long
 * range is about four rows per seller, whatever days it starts and ends on.
 */
export function rangePlan({ start, end }: DayRange): RangePlan {
  const firstOf = (day: string) => `${day.slice(0, 7)}-01`;
  const dayOf = (day: string) => Number(day.slice(8, 10));
  if (firstOf(start) === firstOf(end))
    return { years: [], months: [{ month: firstOf(start), from: dayOf(start), to: dayOf(end) }] };
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

/** Finished sales per seller in the period, largest first, with the seller's company. */
export async function revenuePerEnterprise(actor: Actor, query: PeriodQuery & PageQuery) {
  assertAdmin(actor);
  const range = resolveRange(query);
  const plan = rangePlan(range);
  const { rows, total } = await replicaRead(actor, async ({ sql }) => {
    const rows = await revenuePerSeller(sql, range, plan, query.perPage, (query.page - 1) * query.perPage);
    // Past the last page there is no row to carry the total.
    const total = rows[0] ? Number(rows[0].total) : Number((await sellersWithRevenue(sql, range, plan))[0]?.total ?? 0);
    return { rows, total };
  });
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

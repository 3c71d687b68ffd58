import type { Tx } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { Prisma } from "@/lib/db/generated/client";
import type { PaymentStatus } from "@/lib/db/generated/enums";

type Counted = { id: string; sellerId: string; amount: number; serviceFee: number; gatewayFee: number; createdAt: Date };

/**
 * Records a payment's move from one status through each of `to` in turn in the daily totals:
 * insert-only delta rows (none of the contention an in-place counter would have), all in one
 * statement in the caller's transaction.
 */
export async function recordStatusChange(tx: Tx, payment: Counted, from: PaymentStatus | null, ...to: [PaymentStatus, ...PaymentStatus[]]) {
  const net = payment.amount - payment.serviceFee - payment.gatewayFee;
  const rows = to.flatMap((status, i) => {
    const previous = i === 0 ? from : to[i - 1]!;
    return [...(previous ? [{ status: previous, sign: -1 }] : []), { status, sign: 1 }];
  });
  await tx.$executeRaw`
    INSERT INTO payment_stat_deltas ("sellerId", day, status, count, amount, net, "gatewayFee")
    SELECT ${payment.sellerId}::uuid, (${payment.createdAt}::timestamptz AT TIME ZONE 'America/Sao_Paulo')::date, m.status, m.sign,
           m.sign * ${payment.amount}::bigint, m.sign * ${net}::bigint, m.sign * ${payment.gatewayFee}::bigint
    FROM unnest(${rows.map((row) => row.status)}::"PaymentStatus"[], ${rows.map((row) => row.sign)}::int[]) AS m(status, sign)`;
}

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
export async function foldPaymentStats(): Promise<number> {
  const [row] = await direct.$queryRaw<{ folded: bigint }[]>`
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
    SELECT coalesce(sum(rows), 0)::bigint AS folded FROM summed`;
  return Number(row?.folded ?? 0);
}

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

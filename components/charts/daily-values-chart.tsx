"use client";

import { Bar, Legend, Tooltip, YAxis } from "recharts";
import { formatReais, reaisToCents } from "@/components/browser/reais";
import { formatBRL } from "@/lib/money";
import { ChartLegend } from "./chart-legend";
import { AXIS_STYLE, formatDayLabel, formatReaisTick } from "./chart-format";
import { DailyBarChart } from "./daily-bar-chart";

/** One São Paulo day of `daily-sales-values`, amounts in reais. */
export type DailyValues = { date: string; finished: number; pending: number; cancelled: number };

/** Tailwind's emerald-700, amber-700 and slate-500: each above 4.5:1 on white (chart-colors.test.tsx). */
export const VALUE_SERIES = [
  { key: "finished", label: "Pagos", color: "#047857" },
  { key: "pending", label: "Pendentes", color: "#b45309" },
  { key: "cancelled", label: "Cancelados", color: "#64748b" },
] as const;

/** Legend and tooltip list the statuses in this order rather than alphabetically. */
const seriesOrder = (item: { dataKey?: unknown }) => VALUE_SERIES.findIndex((series) => series.key === item.dataKey);

/** What the bars show, in words, for screen readers. */
function describe(data: DailyValues[]) {
  const totals = VALUE_SERIES.map(
    ({ key, label }) =>
      `${label.toLowerCase()} ${formatBRL(data.reduce((sum, day) => sum + reaisToCents(day[key]), 0))}`,
  );
  return `Valores por dia em ${data.length} ${data.length === 1 ? "dia" : "dias"}; no total: ${totals.join(", ")}.`;
}

/** Daily amounts stacked by status (paid, pending, cancelled). */
export function DailyValuesChart({ data, title }: { data: DailyValues[]; title: string }) {
  return (
    <DailyBarChart data={data} title={title} description={describe(data)}>
      <YAxis tickFormatter={formatReaisTick} tick={AXIS_STYLE} tickLine={false} axisLine={false} width={76} />
      <Tooltip
        formatter={(value) => formatReais(Number(value))}
        labelFormatter={formatDayLabel}
        itemSorter={seriesOrder}
        cursor={{ fill: "#f1f5f9" }}
      />
      <Legend itemSorter={seriesOrder} content={<ChartLegend />} />
      {VALUE_SERIES.map((series) => (
        <Bar
          key={series.key}
          dataKey={series.key}
          name={series.label}
          stackId="status"
          fill={series.color}
          maxBarSize={48}
        />
      ))}
    </DailyBarChart>
  );
}

"use client";

import { Bar, Tooltip, YAxis } from "recharts";
import { COUNT_COLOR } from "./chart-colors";
import { AXIS_STYLE, formatDayLabel } from "./chart-format";
import { DailyBarChart } from "./daily-bar-chart";

/** One São Paulo day of `daily-sales-count`. */
export type DailyCount = { date: string; count: number };

function describe(data: DailyCount[]) {
  const total = data.reduce((sum, day) => sum + day.count, 0);
  return `Pagamentos por dia em ${data.length} ${data.length === 1 ? "dia" : "dias"}; ${total} no total.`;
}

/** How many payments were created each day, whatever became of them. */
export function DailyCountChart({ data, title }: { data: DailyCount[]; title: string }) {
  return (
    <DailyBarChart data={data} title={title} description={describe(data)}>
      <YAxis allowDecimals={false} tick={AXIS_STYLE} tickLine={false} axisLine={false} width={40} />
      <Tooltip
        formatter={(value) => [String(value), "Pagamentos"]}
        labelFormatter={formatDayLabel}
        cursor={{ fill: "#f1f5f9" }}
      />
      <Bar dataKey="count" name="Pagamentos" fill={COUNT_COLOR} maxBarSize={48} />
    </DailyBarChart>
  );
}

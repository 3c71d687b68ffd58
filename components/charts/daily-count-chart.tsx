"use client";

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { COUNT_COLOR } from "./chart-colors";
import { AXIS_STYLE, GRID_COLOR, formatDayLabel, formatDayTick } from "./chart-format";

/** One São Paulo day of `daily-sales-count`. */
export type DailyCount = { date: string; count: number };

function describe(data: DailyCount[]) {
  const total = data.reduce((sum, day) => sum + day.count, 0);
  return `Pagamentos por dia em ${data.length} ${data.length === 1 ? "dia" : "dias"}; ${total} no total.`;
}

/** How many payments were created each day, whatever became of them. */
export function DailyCountChart({ data, title }: { data: DailyCount[]; title: string }) {
  return (
    <BarChart
      responsive
      data={data}
      title={title}
      desc={describe(data)}
      style={{ width: "100%", height: 280 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid vertical={false} stroke={GRID_COLOR} />
      <XAxis dataKey="date" tickFormatter={formatDayTick} tick={AXIS_STYLE} tickLine={false} minTickGap={16} />
      <YAxis allowDecimals={false} tick={AXIS_STYLE} tickLine={false} axisLine={false} width={40} />
      <Tooltip
        formatter={(value) => [String(value), "Pagamentos"]}
        labelFormatter={formatDayLabel}
        cursor={{ fill: "#f1f5f9" }}
      />
      <Bar dataKey="count" name="Pagamentos" fill={COUNT_COLOR} maxBarSize={48} />
    </BarChart>
  );
}

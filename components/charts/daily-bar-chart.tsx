import type { ReactNode } from "react";
import { BarChart, CartesianGrid, XAxis } from "recharts";
import { AXIS_STYLE, GRID_COLOR, formatDayTick } from "./chart-format";

/**
 * A bar chart with one bar (or stack) per São Paulo day: the size, grid and day axis that the report's daily charts
 * share, so they line up side by side. `children` adds the value axis, the tooltip and the bars.
 */
export function DailyBarChart({
  data,
  title,
  description,
  children,
}: {
  data: { date: string }[];
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <BarChart
      responsive
      data={data}
      title={title}
      desc={description}
      style={{ width: "100%", height: 280 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid vertical={false} stroke={GRID_COLOR} />
      <XAxis dataKey="date" tickFormatter={formatDayTick} tick={AXIS_STYLE} tickLine={false} minTickGap={16} />
      {children}
    </BarChart>
  );
}

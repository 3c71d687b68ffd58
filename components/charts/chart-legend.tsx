import { LEGEND_TEXT_COLOR } from "./chart-colors";

type LegendEntry = { value?: unknown; color?: string; dataKey?: unknown };

/**
 * The legend of a chart, in place of recharts' own, which labels each swatch "… legend icon" for screen readers and
 * writes each label in its series' colour: here the label is dark text and the swatch a decoration.
 */
export function ChartLegend({ payload = [] }: { payload?: readonly LegendEntry[] }) {
  return (
    <ul aria-label="Legenda" className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs">
      {payload.map((entry) => (
        <li key={String(entry.dataKey ?? entry.value)} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block h-2.5 w-2.5 rounded-full"
            style={{ backgroundColor: entry.color }}
          />
          <span style={{ color: LEGEND_TEXT_COLOR }}>{String(entry.value ?? "")}</span>
        </li>
      ))}
    </ul>
  );
}

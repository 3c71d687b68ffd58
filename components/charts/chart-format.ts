import { formatCalendarDate } from "@/lib/dates";

// The API's days are São Paulo calendar days ("2026-01-31"): read as UTC so they do not slip to the day before.
const dayAndMonth = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", timeZone: "UTC" });
const compactReais = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  notation: "compact",
  maximumFractionDigits: 1,
});

/** "31/01", for an axis tick. */
export function formatDayTick(day: string) {
  return dayAndMonth.format(new Date(`${day}T00:00:00Z`));
}

/** "31/01/2026", for a tooltip's heading. */
export function formatDayLabel(day: unknown) {
  return typeof day === "string" ? formatCalendarDate(`${day}T00:00:00Z`) : "";
}

/** "R$ 1,2 mil", short enough for an axis. */
export function formatReaisTick(reais: number) {
  return compactReais.format(reais);
}

export const AXIS_STYLE = { fontSize: 12, fill: "#64748b" } as const;
export const GRID_COLOR = "#e2e8f0";

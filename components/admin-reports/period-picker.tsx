import Link from "next/link";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { formatCalendarDate } from "@pix/core/dates";
import type { PeriodSelection } from "./period";

const PRESETS = [
  { period: "day", label: "Hoje" },
  { period: "week", label: "7 dias" },
  { period: "month", label: "30 dias" },
  { period: "custom", label: "Personalizado" },
] as const;

const day = (date: string) => formatCalendarDate(`${date}T00:00:00Z`);

type Selection = Pick<PeriodSelection, "range" | "form" | "errors"> & { query: { period: string } };

/**
 * Links for the usual periods and, for "Personalizado" (the preset named `custom`), a GET form: the period lives in
 * the query string. The reports' presets unless others are given.
 */
export function PeriodPicker({
  basePath,
  selection,
  presets = PRESETS,
}: {
  basePath: string;
  selection: Selection;
  presets?: readonly { period: string; label: string }[];
}) {
  const { query, range, form, errors } = selection;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {/* 1 px gaps over grey part the links, so they wrap on a phone and still read as one control. */}
        <nav
          aria-label="Período"
          className="inline-flex flex-wrap gap-px overflow-hidden rounded-md bg-slate-300 text-sm shadow-sm ring-1 ring-slate-300"
        >
          {presets.map((preset) => {
            const active = preset.period === query.period;
            return (
              <Link
                key={preset.period}
                href={`${basePath}?period=${preset.period}`}
                aria-current={active ? "page" : undefined}
                className={`flex-auto px-3 py-1.5 text-center font-medium ${active ? "bg-brand-600 text-white" : "bg-white text-slate-700 hover:bg-slate-50"}`}
              >
                {preset.label}
              </Link>
            );
          })}
        </nav>
        <p className="text-sm text-slate-600">
          {range.start === range.end ? day(range.start) : `${day(range.start)} a ${day(range.end)}`}
          <span className="text-slate-500"> · horário de Brasília</span>
        </p>
      </div>
      {query.period === "custom" && (
        <form
          method="get"
          action={basePath}
          aria-label="Período personalizado"
          className="flex flex-wrap items-start gap-3"
        >
          <input type="hidden" name="period" value="custom" />
          <TextField
            label="De"
            name="startDate"
            type="date"
            required
            defaultValue={form.startDate ?? ""}
            error={errors.startDate}
            className="w-44"
          />
          <TextField
            label="Até"
            name="endDate"
            type="date"
            required
            defaultValue={form.endDate ?? ""}
            error={errors.endDate}
            className="w-44"
          />
          <Button type="submit" variant="secondary" className="mt-6">
            Aplicar
          </Button>
        </form>
      )}
    </div>
  );
}

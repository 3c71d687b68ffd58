import "#server-only";
import { addDays } from "@/lib/time/sao-paulo-days";
import { z } from "@/lib/zod";
import { StatementOfxQuerySchema } from "./statement-ofx-schema";

/** The statement's periods: one choice for its list, totals, CSV and OFX. */
export const STATEMENT_PERIODS = [
  { period: "today", label: "Hoje" },
  { period: "7d", label: "7 dias" },
  { period: "month", label: "Este mês" },
  { period: "last-month", label: "Mês passado" },
  { period: "custom", label: "Personalizado" },
] as const;

export type StatementPeriod = (typeof STATEMENT_PERIODS)[number]["period"];

const PeriodField = z.enum(STATEMENT_PERIODS.map((each) => each.period) as [StatementPeriod, ...StatementPeriod[]]);

type DateFields = { startDate?: string; endDate?: string };

export type StatementPeriodSelection = {
  query: { period: StatementPeriod };
  /** The inclusive São Paulo days shown. */
  range: { start: string; end: string };
  /** What the custom-range form shows: the dates typed, even when they were refused. */
  form: DateFields;
  errors: DateFields;
};

/** A preset's inclusive São Paulo days, `today` being São Paulo's. */
export function presetRange(period: Exclude<StatementPeriod, "custom">, today: string) {
  const monthStart = `${today.slice(0, 8)}01`;
  if (period === "today") return { start: today, end: today };
  if (period === "7d") return { start: addDays(today, -6), end: today };
  if (period === "month") return { start: monthStart, end: today };
  const lastMonthEnd = addDays(monthStart, -1);
  return { start: `${lastMonthEnd.slice(0, 8)}01`, end: lastMonthEnd };
}

const DEFAULT_PERIOD = "month";

/** Why a period that begins before `firstDay` (the first São Paulo day after the archived entries) is refused. */
export function archivedPeriodMessage(firstDay: string) {
  return `As movimentações anteriores a ${firstDay.split("-").reverse().join("/")} foram arquivadas: escolha um período a partir dessa data.`;
}

const one = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : undefined);

/**
 * The period in the query string: a preset (this month when absent or mistyped), or `custom` with both days, in
 * order and within the exports' bound. Days without `period` (older links) are a custom period. "Personalizado"
 * without days starts from this month; a refused custom period keeps this month on screen and comes back with its
 * messages. So does a period that begins before `firstDay`, the first day after the archived entries (null: none).
 */
export function readStatementPeriod(
  params: Record<string, string | string[] | undefined>,
  today: string,
  firstDay: string | null = null,
): StatementPeriodSelection {
  const selection = readPeriod(params, today);
  if (!firstDay || selection.range.start >= firstDay) return selection;
  const range = presetRange(DEFAULT_PERIOD, today);
  return {
    query: { period: "custom" },
    range,
    form: { startDate: selection.range.start, endDate: selection.range.end },
    errors: { startDate: archivedPeriodMessage(firstDay) },
  };
}

function readPeriod(params: Record<string, string | string[] | undefined>, today: string): StatementPeriodSelection {
  const typed = { startDate: one(params.startDate), endDate: one(params.endDate) };
  const asked = PeriodField.safeParse(params.period);
  const period = asked.success ? asked.data : typed.startDate || typed.endDate ? "custom" : DEFAULT_PERIOD;
  const preset = (chosen: Exclude<StatementPeriod, "custom">, form?: DateFields, errors: DateFields = {}) => {
    const range = presetRange(chosen, today);
    return {
      query: { period: form ? ("custom" as const) : chosen },
      range,
      form: form ?? { startDate: range.start, endDate: range.end },
      errors,
    };
  };
  if (period !== "custom") return preset(period);
  // "Personalizado" just chosen: this month, its days in the form to change.
  if (!typed.startDate && !typed.endDate) return { ...preset(DEFAULT_PERIOD), query: { period } };
  const errors: DateFields = {};
  if (!typed.startDate) errors.startDate = "Informe a data inicial";
  if (!typed.endDate) errors.endDate = "Informe a data final";
  if (typed.startDate && typed.endDate) {
    const parsed = StatementOfxQuerySchema.safeParse(typed);
    if (parsed.success)
      return {
        query: { period },
        range: { start: parsed.data.startDate, end: parsed.data.endDate },
        form: typed,
        errors,
      };
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "startDate" || field === "endDate") && !errors[field]) errors[field] = issue.message;
    }
  }
  return preset(DEFAULT_PERIOD, typed, errors);
}

/** The period as query-string values, for links that keep it (pagination). */
export function statementPeriodParams(selection: StatementPeriodSelection): Record<string, string> {
  const { period } = selection.query;
  return period === "custom" ? { period, startDate: selection.range.start, endDate: selection.range.end } : { period };
}

import { type SearchParams, readParam } from "@/components/seller/search-params";
import { resolveRange } from "@pix/core/reports/dashboard";
import { type PeriodQuery, PeriodQuerySchema } from "@pix/core/reports/schema";

type DateFields = { startDate?: string; endDate?: string };

export type PeriodSelection = {
  query: PeriodQuery;
  /** The inclusive São Paulo days shown. */
  range: { start: string; end: string };
  /** What the custom-range form shows: the dates typed, even when they were refused. */
  form: DateFields;
  errors: DateFields;
};

const DEFAULT_PERIOD = "month";

function selection(query: PeriodQuery, form?: DateFields, errors: DateFields = {}): PeriodSelection {
  const range = resolveRange(query);
  return { query, range, form: form ?? { startDate: range.start, endDate: range.end }, errors };
}

/**
 * The period in the query string. A typo in `period` falls back to 30 days; "personalizado"
 * without dates starts from the last 30 days; a refused range keeps the last 30 days on screen
 * and comes back with its messages.
 */
export function readPeriod(params: SearchParams): PeriodSelection {
  const fields = PeriodQuerySchema.shape;
  const period = readParam(params, "period", fields.period) ?? DEFAULT_PERIOD;
  if (period !== "custom") return selection({ period });
  const fallback = resolveRange({ period: DEFAULT_PERIOD });
  const lastDays: PeriodQuery = { period: "custom", startDate: fallback.start, endDate: fallback.end };
  const typed = {
    startDate: readParam(params, "startDate", fields.startDate),
    endDate: readParam(params, "endDate", fields.endDate),
  };
  if (!typed.startDate && !typed.endDate) return selection(lastDays);
  const parsed = PeriodQuerySchema.safeParse({ period, ...typed });
  if (parsed.success) return selection(parsed.data);
  const errors: DateFields = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "startDate" || field === "endDate") && !errors[field]) errors[field] = issue.message;
  }
  return selection(lastDays, typed, errors);
}

/** The period as query-string values, for links that keep it (pagination). */
export function periodParams(query: PeriodQuery): Record<string, string> {
  return {
    period: query.period,
    ...(query.period === "custom" && { startDate: query.startDate!, endDate: query.endDate! }),
  };
}

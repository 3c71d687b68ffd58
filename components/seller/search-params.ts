import { PageQuerySchema } from "@/lib/http/pagination";
import { dateRangeFields } from "@/lib/time/sao-paulo-days";
import type { z } from "@/lib/zod";

export type SearchParams = Record<string, string | string[] | undefined>;

/** One query parameter through its schema; a bad value (a typo in the URL) falls back to absent on its own. */
export function readParam<T extends z.ZodType>(params: SearchParams, key: string, schema: T): z.output<T> | undefined {
  const value = params[key];
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function readPage(params: SearchParams): number {
  return readParam(params, "page", PageQuerySchema.shape.page) ?? 1;
}

/** The set filters as strings, for Pagination links and the client's query key. */
export function definedParams(filters: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).flatMap(([key, value]) =>
      value === undefined || value === "" ? [] : [[key, String(value)]],
    ),
  );
}

/**
 * `startDate` and `endDate` (inclusive São Paulo days) each read on its own; reversed dates are
 * dropped with the message for the form's "Até".
 */
export function readDateRange(params: SearchParams): { startDate?: string; endDate?: string; dateError?: string } {
  const startDate = readParam(params, "startDate", dateRangeFields.startDate);
  const endDate = readParam(params, "endDate", dateRangeFields.endDate);
  if (startDate && endDate && startDate > endDate)
    return { dateError: "A data final deve ser igual ou posterior à inicial" };
  return { startDate, endDate };
}

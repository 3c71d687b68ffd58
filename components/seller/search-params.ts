import { PageQuerySchema } from "@/lib/http/pagination";
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

import { calendarDay, daysBetween } from "@/lib/time/sao-paulo-days";
import { z } from "@/lib/zod";

/** A year at most: one file an accountant imports, and one request's worth of rows. */
export const MAX_OFX_DAYS = 366;

export const StatementOfxQuerySchema = z
  .object({ startDate: calendarDay(), endDate: calendarDay() })
  .strict()
  .refine((range) => range.startDate <= range.endDate, {
    message: "A data inicial deve ser anterior à final",
    path: ["endDate"],
  })
  .refine((range) => daysBetween(range.startDate, range.endDate) <= MAX_OFX_DAYS, {
    message: `No máximo ${MAX_OFX_DAYS} dias por arquivo`,
    path: ["endDate"],
  });

export type StatementOfxQuery = z.infer<typeof StatementOfxQuerySchema>;

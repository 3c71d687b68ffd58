import { PageQuerySchema } from "@/lib/http/pagination";
import { dateRangeFields, daysBetween } from "@/lib/time/sao-paulo-days";
import { z } from "@/lib/zod";

export const MAX_RANGE_DAYS = 366;

const periodFields = { period: z.enum(["day", "week", "month", "custom"]).default("month"), ...dateRangeFields };

function checkPeriod(value: { period: string; startDate?: string; endDate?: string }, ctx: z.RefinementCtx) {
  if (value.period !== "custom") {
    // A preset names its own days: dates beside it would be silently ignored.
    for (const field of ["startDate", "endDate"] as const)
      if (value[field])
        ctx.addIssue({ code: "custom", path: [field], message: "Use period=custom para escolher as datas" });
    return;
  }
  if (!value.startDate) ctx.addIssue({ code: "custom", path: ["startDate"], message: "Informe a data inicial" });
  if (!value.endDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "Informe a data final" });
  if (value.startDate && value.endDate) {
    const days = daysBetween(value.startDate, value.endDate);
    if (days < 1)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "A data inicial deve ser anterior à final" });
    if (days > MAX_RANGE_DAYS)
      ctx.addIssue({
        code: "custom",
        path: ["endDate"],
        message: `O período pode ter no máximo ${MAX_RANGE_DAYS} dias`,
      });
  }
}

/** `period` (day = today, week = last 7 days, month = last 30 days) or `custom` with both dates; São Paulo days. */
export const PeriodQuerySchema = z.object(periodFields).superRefine(checkPeriod);
export const AdminPeriodQuerySchema = z
  .object({ ...periodFields, sellerId: z.uuid("Identificador inválido").optional() })
  .superRefine(checkPeriod);
export const RevenueQuerySchema = PageQuerySchema.extend(periodFields).superRefine(checkPeriod);

export type PeriodQuery = z.output<typeof PeriodQuerySchema>;

export const OverviewSchema = z
  .object({
    totalRevenue: z.number().meta({ description: "Sum of finished payments (gross, reais)" }),
    averageTicket: z.number(),
    qtdPaidOrders: z.number().int(),
    qtdRefunds: z.number().int(),
    qtdPendingOrders: z.number().int(),
    conversionRate: z
      .number()
      .meta({ description: "Percent of the period's payments that were paid (finished or later refunded)" }),
  })
  .meta({ id: "DashboardOverview" });

export const DailyValuesSchema = z
  .array(z.object({ date: z.iso.date(), finished: z.number(), pending: z.number(), cancelled: z.number() }))
  .meta({ id: "DailySalesValues", description: "One row per São Paulo day of the range, zeros included" });

export const DailyCountSchema = z
  .array(z.object({ date: z.iso.date(), count: z.number().int() }))
  .meta({ id: "DailySalesCount" });

export const EnterpriseRevenueSchema = z
  .object({
    enterpriseId: z.uuid().nullable(),
    sellerId: z.uuid(),
    companyName: z.string(),
    cnpj: z.string().nullable(),
    totalRevenue: z.number(),
    transactionCount: z.number().int(),
  })
  .meta({ id: "EnterpriseRevenue" });

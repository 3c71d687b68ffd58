import { csvResponse, CsvFormatField } from "@/lib/csv/csv";
import { route } from "@/lib/http/route";
import { exportPaymentsCsv, MAX_EXPORT_ROWS } from "@/lib/payments/export";
import { saoPauloToday } from "@/lib/time/sao-paulo-days";
import { AdminTotalsQuerySchema, PAYMENT_STATUSES } from "@/lib/payments/schema";
import { z } from "@/lib/zod";

export const GET = route({
  auth: "admin",
  summary: `Payments as CSV with the admin list's filters (newest first, at most ${MAX_EXPORT_ROWS} rows), in the Brazilian spreadsheet format or plain`,
  tags: ["Admin"],
  query: AdminTotalsQuerySchema.safeExtend({ status: z.enum(PAYMENT_STATUSES).optional(), search: z.string().trim().min(1).max(100).optional(), format: CsvFormatField }),
  fileResponse: ["text/csv"],
  handler: async ({ actor, query: { format, ...filters } }) => csvResponse(exportPaymentsCsv(actor, filters, format), `pagamentos-${saoPauloToday()}.csv`),
});

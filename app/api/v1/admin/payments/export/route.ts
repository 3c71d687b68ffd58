import { csvResponse, CsvFormatField } from "@pix/core/csv/csv";
import { route } from "@pix/core/http/route";
import { exportPaymentsCsv, MAX_EXPORT_ROWS } from "@pix/core/payments/export";
import { saoPauloToday } from "@pix/core/time/sao-paulo-days";
import { AdminTotalsQuerySchema, PAYMENT_STATUSES } from "@pix/core/payments/schema";
import { z } from "@pix/core/zod";

export const GET = route({
  auth: "admin",
  summary: `Payments as CSV with the admin list's filters (newest first, at most ${MAX_EXPORT_ROWS} rows), in the Brazilian spreadsheet format or plain`,
  tags: ["Admin"],
  query: AdminTotalsQuerySchema.safeExtend({
    status: z.enum(PAYMENT_STATUSES).optional(),
    search: z.string().trim().min(1).max(100).optional(),
    format: CsvFormatField,
  }),
  fileResponse: ["text/csv"],
  handler: async ({ actor, query: { format, ...filters } }) =>
    csvResponse(exportPaymentsCsv(actor, filters, format), `pagamentos-${saoPauloToday()}.csv`),
});

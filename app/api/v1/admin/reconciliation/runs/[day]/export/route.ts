import { csvResponse, CsvFormatQuerySchema } from "@pix/core/csv/csv";
import { route } from "@pix/core/http/route";
import { exportDifferencesCsv } from "@pix/core/reconciliation/export";
import { RunDayParamsSchema } from "@pix/core/reconciliation/schema";

export const GET = route({
  auth: "admin",
  summary: "A day's differences with the PSP as CSV, in the Brazilian spreadsheet format or plain",
  tags: ["Admin"],
  params: RunDayParamsSchema,
  query: CsvFormatQuerySchema,
  errors: [404],
  fileResponse: ["text/csv"],
  handler: async ({ actor, params, query }) =>
    csvResponse(await exportDifferencesCsv(actor, params.day, query.format), `conciliacao-${params.day}.csv`),
});

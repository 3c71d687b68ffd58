import { csvResponse, CsvFormatQuerySchema } from "@/lib/csv/csv";
import { route } from "@/lib/http/route";
import { exportDifferencesCsv } from "@/lib/reconciliation/export";
import { RunDayParamsSchema } from "@/lib/reconciliation/schema";

export const GET = route({
  auth: "admin",
  summary: "A day's differences with the PSP as CSV, in the Brazilian spreadsheet format or plain",
  tags: ["Admin"],
  params: RunDayParamsSchema,
  query: CsvFormatQuerySchema,
  errors: [404],
  fileResponse: ["text/csv"],
  handler: async ({ actor, params, query }) => csvResponse(await exportDifferencesCsv(actor, params.day, query.format), `conciliacao-${params.day}.csv`),
});

import { CsvFormatField, csvResponse } from "@pix/core/csv/csv";
import { route } from "@pix/core/http/route";
import { exportStatementCsv } from "@pix/core/ledger/statement-csv";
import { MAX_OFX_DAYS, StatementOfxQuerySchema } from "@pix/core/ledger/statement-ofx-schema";

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Your statement of a period as CSV",
  description: `Your available balance's movements over inclusive São Paulo days (at most ${MAX_OFX_DAYS}), oldest first, each with the balance right after it, which fee it is and the buyer; in the Brazilian spreadsheet format (default) or plain.`,
  tags: ["Balance"],
  query: StatementOfxQuerySchema.safeExtend({ format: CsvFormatField }),
  errors: [422],
  fileResponse: ["text/csv"],
  handler: async ({ actor, query: { format, ...range } }) =>
    csvResponse(await exportStatementCsv(actor, range, format), `extrato-${range.startDate}-a-${range.endDate}.csv`),
});

import { route } from "@pix/core/http/route";
import { MAX_OFX_DAYS, StatementOfxQuerySchema } from "@pix/core/ledger/statement-ofx-schema";
import { StatementTotalsSchema, statementTotals } from "@pix/core/ledger/statement-totals";

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Your statement's totals over a period",
  description: `Over inclusive São Paulo days (at most ${MAX_OFX_DAYS}), the same period as the statement's CSV and OFX: the available balance at its start and end, money in and out, and how many lines.`,
  tags: ["Balance"],
  query: StatementOfxQuerySchema,
  response: StatementTotalsSchema,
  handler: ({ actor, query }) => statementTotals(actor, query),
});

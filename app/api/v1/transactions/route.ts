import { listTransactions, StatementQuerySchema, TransactionSchema } from "@pix/core/ledger/balances";
import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Your statement",
  description:
    "Your available balance's movements, newest first, optionally within inclusive São Paulo days (startDate, endDate); each line carries the balance right after it, which fee it is, and the buyer of the payment it belongs to.",
  tags: ["Balance"],
  query: StatementQuerySchema,
  response: pageSchema(TransactionSchema),
  handler: ({ actor, query }) => listTransactions(actor, query),
});

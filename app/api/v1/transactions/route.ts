import { listTransactions, TransactionSchema } from "@/lib/ledger/balances";
import { PageQuerySchema, pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Your statement",
  tags: ["Balance"],
  query: PageQuerySchema,
  response: pageSchema(TransactionSchema),
  handler: ({ actor, query }) => listTransactions(actor.userId, query),
});

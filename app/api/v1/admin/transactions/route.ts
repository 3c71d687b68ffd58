import { listTransactions, StatementQuerySchema, TransactionSchema } from "@pix/core/ledger/balances";
import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { z } from "@pix/core/zod";

export const GET = route({
  auth: "admin",
  summary: "A seller's statement",
  tags: ["Admin"],
  query: StatementQuerySchema.safeExtend({ sellerId: z.uuid("Identificador inválido") }),
  response: pageSchema(TransactionSchema),
  handler: ({ actor, query: { sellerId, ...query } }) => listTransactions(actor, query, sellerId),
});

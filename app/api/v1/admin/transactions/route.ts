import { listTransactions, StatementQuerySchema, TransactionSchema } from "@/lib/ledger/balances";
import { pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";
import { z } from "@/lib/zod";

export const GET = route({
  auth: "admin",
  summary: "A seller's statement",
  tags: ["Admin"],
  query: StatementQuerySchema.safeExtend({ sellerId: z.uuid("Identificador inválido") }),
  response: pageSchema(TransactionSchema),
  handler: ({ query: { sellerId, ...query } }) => listTransactions(sellerId, query),
});

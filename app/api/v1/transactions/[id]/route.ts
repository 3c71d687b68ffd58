import { getTransaction, TransactionSchema } from "@pix/core/ledger/balances";
import { route } from "@pix/core/http/route";
import { z } from "@pix/core/zod";

export const GET = route({
  auth: "user",
  integration: true,
  summary: "One statement line (owner or admin)",
  tags: ["Balance"],
  params: z.object({ id: z.uuid("Identificador inválido") }),
  response: TransactionSchema,
  errors: [404],
  handler: ({ actor, params }) => getTransaction(actor, params.id),
});

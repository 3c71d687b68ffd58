import { route } from "@/lib/http/route";
import { DifferenceParamsSchema, ExplainBodySchema, ReconciliationDifferenceSchema } from "@/lib/reconciliation/schema";
import { explainDifference } from "@/lib/reconciliation/service";

export const POST = route({
  auth: "admin",
  summary: "Mark a difference with the PSP as explained, with a note",
  tags: ["Admin"],
  params: DifferenceParamsSchema,
  body: ExplainBodySchema,
  response: ReconciliationDifferenceSchema,
  errors: [404, 422],
  handler: ({ actor, params, body }) => explainDifference(actor, params.id, body.note),
});

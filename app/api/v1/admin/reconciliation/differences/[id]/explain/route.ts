import { route } from "@pix/core/http/route";
import {
  DifferenceParamsSchema,
  ExplainBodySchema,
  ReconciliationDifferenceSchema,
} from "@pix/core/reconciliation/schema";
import { explainDifference } from "@pix/core/reconciliation/service";

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

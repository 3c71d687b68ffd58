import { route } from "@pix/core/http/route";
import { ReconciliationRunSchema, RunDayParamsSchema } from "@pix/core/reconciliation/schema";
import { getRun } from "@pix/core/reconciliation/service";

export const GET = route({
  auth: "admin",
  summary: "A day's comparison with the PSP",
  tags: ["Admin"],
  params: RunDayParamsSchema,
  response: ReconciliationRunSchema,
  errors: [404],
  handler: ({ actor, params }) => getRun(actor, params.day),
});

import { route } from "@/lib/http/route";
import { ReconciliationRunSchema, RunDayParamsSchema } from "@/lib/reconciliation/schema";
import { getRun } from "@/lib/reconciliation/service";

export const GET = route({
  auth: "admin",
  summary: "A day's comparison with the PSP",
  tags: ["Admin"],
  params: RunDayParamsSchema,
  response: ReconciliationRunSchema,
  errors: [404],
  handler: ({ actor, params }) => getRun(actor, params.day),
});

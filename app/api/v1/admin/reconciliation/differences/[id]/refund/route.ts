import { route } from "@pix/core/http/route";
import { DifferenceParamsSchema, ReconciliationDifferenceSchema } from "@pix/core/reconciliation/schema";
import { refundPaidAfterCancel } from "@pix/core/reconciliation/service";

export const POST = route({
  auth: "admin",
  summary: "Return to its payer a PIX that paid a cancelled charge",
  description:
    "The PIX is read back from the PSP, held, and returned whole as a devolução (as on the held PIX page). Audited.",
  tags: ["Admin"],
  params: DifferenceParamsSchema,
  response: ReconciliationDifferenceSchema,
  errors: [404, 422, 502, 503],
  handler: ({ actor, params }) => refundPaidAfterCancel(actor, params.id),
});

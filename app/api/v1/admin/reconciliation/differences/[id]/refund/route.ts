import { route } from "@pix/core/http/route";
import { DifferenceParamsSchema, ReconciliationDifferenceSchema } from "@pix/core/reconciliation/schema";
import { refundUnmatchedFromPsp } from "@pix/core/reconciliation/service";

export const POST = route({
  auth: "admin",
  summary: "Return to its payer a PIX that credits no seller",
  description:
    "For a PIX the ledger missed that credits no one (no charge of ours, another amount, a charge cancelled or already paid): read back from the PSP, held, and returned whole as a devolução (as on the held PIX page). Audited.",
  tags: ["Admin"],
  params: DifferenceParamsSchema,
  response: ReconciliationDifferenceSchema,
  errors: [404, 422, 502, 503],
  handler: ({ actor, params }) => refundUnmatchedFromPsp(actor, params.id),
});

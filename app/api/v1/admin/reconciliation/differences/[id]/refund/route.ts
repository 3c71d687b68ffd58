import { route } from "@pix/core/http/route";
import {
  DifferenceParamsSchema,
  ReconciliationDifferenceSchema,
  ResolveBodySchema,
} from "@pix/core/reconciliation/schema";
import { refundUnmatchedFromPsp } from "@pix/core/reconciliation/service";

export const POST = route({
  auth: "admin",
  summary: "Return to its payer a PIX that credits no seller",
  description:
    "For a PIX the ledger missed that credits no one (no charge of ours, another amount, a charge cancelled or already paid): read back from the PSP, held, and returned whole as a devolução (as on the held PIX page). The reason (note) is kept on the difference and audited.",
  tags: ["Admin"],
  params: DifferenceParamsSchema,
  body: ResolveBodySchema,
  response: ReconciliationDifferenceSchema,
  errors: [404, 422, 502, 503],
  handler: ({ actor, params, body }) => refundUnmatchedFromPsp(actor, params.id, body.note),
});

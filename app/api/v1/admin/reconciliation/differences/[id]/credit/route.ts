import { route } from "@pix/core/http/route";
import { DifferenceParamsSchema, ReconciliationDifferenceSchema } from "@pix/core/reconciliation/schema";
import { creditFromPsp } from "@pix/core/reconciliation/service";

export const POST = route({
  auth: "admin",
  summary: "Credit a PIX the PSP received and the ledger missed",
  description:
    "The PIX is read back from the PSP and applied as a notification would have been (its devoluções too). Audited.",
  tags: ["Admin"],
  params: DifferenceParamsSchema,
  response: ReconciliationDifferenceSchema,
  errors: [404, 422, 502, 503],
  handler: ({ actor, params }) => creditFromPsp(actor, params.id),
});

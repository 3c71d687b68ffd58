import { route } from "@pix/core/http/route";
import {
  DifferenceParamsSchema,
  ReconciliationDifferenceSchema,
  ResolveBodySchema,
} from "@pix/core/reconciliation/schema";
import { creditFromPsp } from "@pix/core/reconciliation/service";

export const POST = route({
  auth: "admin",
  summary: "Credit a PIX the PSP received and the ledger missed",
  description:
    "The PIX is read back from the PSP and applied as a notification would have been (its devoluções too). The difference is CREDITED only when that booked money: 409 when the PIX or its devoluções were recorded meanwhile, 422 when booking could not credit it (the PIX held instead, devoluções no seller can bear), the difference left open. The reason (note) is kept on the difference and audited.",
  tags: ["Admin"],
  params: DifferenceParamsSchema,
  body: ResolveBodySchema,
  response: ReconciliationDifferenceSchema,
  errors: [404, 409, 422, 502, 503],
  handler: ({ actor, params, body }) => creditFromPsp(actor, params.id, body.note),
});

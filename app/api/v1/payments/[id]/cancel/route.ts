import { route } from "@pix/core/http/route";
import { cancelPayment } from "@pix/core/payments/withdraw-charge";
import { CancelPaymentSchema, PaymentIdParamsSchema, PaymentSchema } from "@pix/core/payments/schema";

export const POST = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Cancel an unpaid payment",
  tags: ["Payments"],
  params: PaymentIdParamsSchema,
  body: CancelPaymentSchema,
  response: PaymentSchema,
  errors: [404, 422, 502],
  handler: ({ actor, params, body }) => cancelPayment(actor, params.id, body?.reason),
});

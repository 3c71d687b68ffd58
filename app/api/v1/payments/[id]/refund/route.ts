import { route } from "@pix/core/http/route";
import { PaymentIdParamsSchema, PaymentSchema } from "@pix/core/payments/schema";
import { RefundRemainingSchema } from "@pix/core/refunds/schema";
import { refundRemaining } from "@pix/core/refunds/service";

export const POST = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Refund all that is left of a finished payment",
  description:
    "The same as POST /payments/{id}/refunds without an amount, answering the payment: REFUNDED once the provider has returned the money, still FINISHED (refundedAmount unchanged) while it works. Fees are not returned: the amount leaves the seller's balance in full. 422 INSUFFICIENT_BALANCE when the available balance (plus the payment's unreleased reserve) cannot cover it. A body naming anything, an amount above all, is refused with 400 VALIDATION_FAILED: a part is POST /payments/{id}/refunds.",
  tags: ["Payments"],
  params: PaymentIdParamsSchema,
  body: RefundRemainingSchema,
  response: PaymentSchema,
  errors: [400, 404, 422, 502],
  handler: ({ actor, params }) => refundRemaining(actor, params.id),
});

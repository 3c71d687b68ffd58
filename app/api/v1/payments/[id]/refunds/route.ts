import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { PaymentIdParamsSchema } from "@pix/core/payments/schema";
import { CreateRefundSchema, RefundListQuerySchema, RefundSchema } from "@pix/core/refunds/schema";
import { listRefunds, requestRefund } from "@pix/core/refunds/service";

export const POST = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Refund part or all of a finished payment",
  description:
    "Several refunds per payment, up to what was paid, within 90 days of the payment. The amount is held from the seller's balance at once and leaves it in full (fees are not returned); it comes back if the provider cannot return the money (status FAILED, event refund.failed). The payment stays FINISHED with its refundedAmount, and becomes REFUNDED when all of it went back. 422 REFUND_EXCEEDS_PAYMENT, REFUND_WINDOW_CLOSED, INSUFFICIENT_BALANCE, PROVIDER_REJECTED.",
  tags: ["Payments"],
  params: PaymentIdParamsSchema,
  body: CreateRefundSchema,
  idempotent: true,
  status: 201,
  response: RefundSchema,
  errors: [404, 422, 502],
  handler: ({ actor, params, body, idempotency }) => requestRefund(actor, params.id, body, idempotency),
});

export const GET = route({
  auth: "user",
  integration: true,
  summary: "List a payment's refunds (owner or admin)",
  tags: ["Payments"],
  params: PaymentIdParamsSchema,
  query: RefundListQuerySchema,
  response: pageSchema(RefundSchema),
  errors: [404],
  handler: ({ actor, params, query }) => listRefunds(actor, params.id, query),
});

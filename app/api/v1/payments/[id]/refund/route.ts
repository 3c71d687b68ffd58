import { route } from "@/lib/http/route";
import { refundPayment } from "@/lib/payments/lifecycle";
import { PaymentIdParamsSchema, PaymentSchema } from "@/lib/payments/schema";

export const POST = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Refund a finished payment in full",
  description: "422 INSUFFICIENT_BALANCE when the available balance (plus the payment's unreleased reserve) cannot cover the net.",
  tags: ["Payments"],
  params: PaymentIdParamsSchema,
  response: PaymentSchema,
  errors: [404, 422],
  handler: ({ actor, params }) => refundPayment(actor, params.id),
});

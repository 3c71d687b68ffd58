import { route } from "@pix/core/http/route";
import { getPayment } from "@pix/core/payments/service";
import { PaymentDetailSchema, PaymentIdParamsSchema } from "@pix/core/payments/schema";

export const GET = route({
  auth: "user",
  integration: true,
  summary: "Get a payment (owner or admin), with the buyer's document",
  tags: ["Payments"],
  params: PaymentIdParamsSchema,
  response: PaymentDetailSchema,
  errors: [404],
  handler: ({ actor, params }) => getPayment(actor, params.id),
});

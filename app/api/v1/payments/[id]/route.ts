import { route } from "@pix/core/http/route";
import { getPayment } from "@pix/core/payments/service";
import { PaymentIdParamsSchema, PaymentSchema } from "@pix/core/payments/schema";

export const GET = route({
  auth: "user",
  integration: true,
  summary: "Get a payment (owner or admin)",
  tags: ["Payments"],
  params: PaymentIdParamsSchema,
  response: PaymentSchema,
  errors: [404],
  handler: ({ actor, params }) => getPayment(actor, params.id),
});

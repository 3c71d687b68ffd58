import { route } from "@/lib/http/route";
import { getPayment } from "@/lib/payments/queries";
import { PaymentIdParamsSchema, PaymentSchema } from "@/lib/payments/schema";

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

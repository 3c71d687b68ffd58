import { route } from "@/lib/http/route";
import { getCheckoutPayment } from "@/lib/payments/queries";
import { CheckoutParamsSchema, CheckoutPaymentSchema } from "@/lib/payments/schema";

export const GET = route({
  auth: "public",
  summary: "The buyer's view of a payment made through a link",
  tags: ["Checkout"],
  params: CheckoutParamsSchema,
  response: CheckoutPaymentSchema,
  errors: [404],
  handler: ({ params }) => getCheckoutPayment(params.ref, params.paymentId),
});

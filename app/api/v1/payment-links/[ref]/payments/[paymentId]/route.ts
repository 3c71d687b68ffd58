import { route } from "@pix/core/http/route";
import { getCheckoutPayment } from "@pix/core/payments/service";
import { CheckoutParamsSchema, CheckoutPaymentSchema } from "@pix/core/payments/schema";

export const GET = route({
  auth: "public",
  summary: "The buyer's view of a payment made through a link",
  tags: ["Checkout"],
  params: CheckoutParamsSchema,
  response: CheckoutPaymentSchema,
  errors: [404],
  handler: ({ params }) => getCheckoutPayment(params.ref, params.paymentId),
});

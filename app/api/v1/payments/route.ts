import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { createPayment } from "@pix/core/payments/create-payment";
import { listPayments } from "@pix/core/payments/service";
import {
  CheckoutPaymentSchema,
  CreatePaymentSchema,
  PaymentListQuerySchema,
  PaymentSchema,
} from "@pix/core/payments/schema";
import { z } from "@pix/core/zod";
import { perAddress } from "@pix/core/http/rate-limit";

export const POST = route({
  auth: "public",
  summary: "Create a PIX payment",
  description:
    "With a seller's token: amount and customer (or customerId); answers the Payment. Without a token (a buyer paying a link): only with the paymentLinkId of an ACTIVE link, the amount comes from the link, and the answer is the buyer's view (CheckoutPayment), without the seller's fees and ids. A buyer's Idempotency-Key is scoped by the link and the buyer's document. Customers are one per seller and document (CPF/CNPJ): a buyer whose document matches an existing customer pays as that customer (the payment's customerId), but the payment keeps the name and e-mail the buyer typed (customerName, customerEmail, and in the seller's lists) and the customer record is left as it was; only the seller changes it (PATCH /customers/{id}, or a payment created with the seller's token, whose customer data updates the record).",
  tags: ["Payments"],
  body: CreatePaymentSchema,
  idempotent: true,
  status: 201,
  response: z.union([PaymentSchema, CheckoutPaymentSchema]),
  errors: [401, 403, 404, 422, 502],
  // Anyone can create payments on a public link: bound how fast one address may.
  rateLimit: ({ ip, actor }) => (actor ? [] : [perAddress("public-payment-ip", ip, 30, 60)]),
  handler: ({ actor, body, idempotency }) => createPayment(actor, body, idempotency),
});

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "List your payments",
  description:
    "Filters: status, startDate/endDate (inclusive São Paulo days), paymentLinkId, search (customer, externalId or id).",
  tags: ["Payments"],
  query: PaymentListQuerySchema,
  response: pageSchema(PaymentSchema),
  handler: ({ actor, query }) => listPayments(actor, query),
});

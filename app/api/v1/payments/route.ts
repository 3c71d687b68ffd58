import { pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";
import { createPayment } from "@/lib/payments/create-payment";
import { listPayments } from "@/lib/payments/queries";
import { CreatePaymentSchema, PaymentListQuerySchema, PaymentSchema } from "@/lib/payments/schema";

export const POST = route({
  auth: "public",
  summary: "Create a PIX payment",
  description:
    "With a seller's token: amount and customer (or customerId). Without a token: only with the paymentLinkId of an ACTIVE link; the amount comes from the link.",
  tags: ["Payments"],
  body: CreatePaymentSchema,
  idempotent: true,
  status: 201,
  response: PaymentSchema,
  errors: [401, 403, 404, 422],
  // Anyone can create payments on a public link: bound how fast one address may.
  rateLimit: ({ ip, actor }) => (actor ? [] : [{ name: "public-payment-ip", key: ip, limit: 30, windowSeconds: 60 }]),
  handler: ({ actor, body, idempotency }) => createPayment(actor, body, idempotency),
});

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "List your payments",
  description: "Filters: status, startDate/endDate (inclusive São Paulo days), paymentLinkId, search (customer, externalId or id).",
  tags: ["Payments"],
  query: PaymentListQuerySchema,
  response: pageSchema(PaymentSchema),
  handler: ({ actor, query }) => listPayments(actor, query),
});

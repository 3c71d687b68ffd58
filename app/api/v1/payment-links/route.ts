import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { CreatePaymentLinkSchema, PaymentLinkListQuerySchema, PaymentLinkSchema } from "@pix/core/payment-links/schema";
import { createPaymentLink, listPaymentLinks } from "@pix/core/payment-links/service";

export const POST = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Create a payment link",
  tags: ["Payment links"],
  body: CreatePaymentLinkSchema,
  idempotent: true,
  status: 201,
  response: PaymentLinkSchema,
  handler: ({ actor, body, idempotency }) => createPaymentLink(actor, body, idempotency),
});

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "List your payment links, newest first",
  tags: ["Payment links"],
  query: PaymentLinkListQuerySchema,
  response: pageSchema(PaymentLinkSchema),
  handler: ({ actor, query }) => listPaymentLinks(actor, query),
});

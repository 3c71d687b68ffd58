import { route } from "@pix/core/http/route";
import {
  PaymentLinkHashParamsSchema,
  PaymentLinkIdParamsSchema,
  PaymentLinkSchema,
  PublicPaymentLinkSchema,
  UpdatePaymentLinkSchema,
} from "@pix/core/payment-links/schema";
import { deactivatePaymentLink, getPublicPaymentLink, updatePaymentLink } from "@pix/core/payment-links/service";

export const GET = route({
  auth: "public",
  summary: "A payment link as the checkout shows it, by its hash",
  description: "An inactive link is returned with its status so the checkout can tell the buyer.",
  tags: ["Payment links"],
  params: PaymentLinkHashParamsSchema,
  response: PublicPaymentLinkSchema,
  errors: [404],
  handler: ({ params }) => getPublicPaymentLink(params.ref),
});

export const DELETE = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Deactivate your payment link, by its id",
  description: "The link becomes INACTIVE; its payments keep it. Deactivating an inactive link also answers 204.",
  tags: ["Payment links"],
  params: PaymentLinkIdParamsSchema,
  status: 204,
  errors: [404],
  handler: ({ actor, params }) => deactivatePaymentLink(actor, params.ref),
});

export const PATCH = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Change your active payment link's description or amount, by its id",
  description:
    "Only while no charge was ever made through the link (firstChargeAt is null), pending or expired ones included; then 422 PAYMENT_LINK_LOCKED. An inactive link answers 422 PAYMENT_LINK_INACTIVE.",
  tags: ["Payment links"],
  params: PaymentLinkIdParamsSchema,
  body: UpdatePaymentLinkSchema,
  response: PaymentLinkSchema,
  errors: [404, 422],
  handler: ({ actor, params, body }) => updatePaymentLink(actor, params.ref, body),
});

import { route } from "@/lib/http/route";
import { PaymentLinkHashParamsSchema, PaymentLinkIdParamsSchema, PublicPaymentLinkSchema } from "@/lib/payment-links/schema";
import { deactivatePaymentLink, getPublicPaymentLink } from "@/lib/payment-links/service";

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

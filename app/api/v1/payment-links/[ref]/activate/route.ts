import { route } from "@pix/core/http/route";
import { PaymentLinkIdParamsSchema, PaymentLinkSchema } from "@pix/core/payment-links/schema";
import { reactivatePaymentLink } from "@pix/core/payment-links/service";

export const POST = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Switch your deactivated payment link back on, by its id",
  description:
    "The link becomes ACTIVE again with its description, amount, expiry and limit. A link whose expiry has passed answers 422 PAYMENT_LINK_EXPIRED, one whose payments reached its limit 422 PAYMENT_LINK_LIMIT_REACHED (create a new link instead). An active link is answered unchanged.",
  tags: ["Payment links"],
  params: PaymentLinkIdParamsSchema,
  response: PaymentLinkSchema,
  errors: [404, 422],
  handler: ({ actor, params }) => reactivatePaymentLink(actor, params.ref),
});

import { route } from "@pix/core/http/route";
import { checkoutQrCodeFile } from "@pix/core/payment-links/qr-code";
import { PaymentLinkIdParamsSchema, PaymentLinkQrCodeQuerySchema } from "@pix/core/payment-links/schema";
import { getOwnPaymentLink } from "@pix/core/payment-links/service";

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Your payment link's checkout URL as a QR code (PNG or SVG), by its id",
  description: "Answered as a download (Content-Disposition: attachment) named link-<hash>.<format>.",
  tags: ["Payment links"],
  params: PaymentLinkIdParamsSchema,
  query: PaymentLinkQrCodeQuerySchema,
  fileResponse: ["image/png", "image/svg+xml"],
  errors: [404],
  handler: async ({ actor, params, query }) => {
    const link = await getOwnPaymentLink(actor, params.ref);
    return checkoutQrCodeFile(link.url, link.hash, query.format);
  },
});

import { perAddress } from "@pix/core/http/rate-limit";
import { route } from "@pix/core/http/route";
import { linkPreviewImage } from "@pix/core/payment-links/link-preview";
import { PaymentLinkHashParamsSchema } from "@pix/core/payment-links/schema";
import { getPublicPaymentLink } from "@pix/core/payment-links/service";

export const GET = route({
  auth: "public",
  summary: "A payment link's preview image (1200×630 PNG), by its hash",
  description:
    "The checkout's og:image, which chats such as WhatsApp show under a shared link: the seller, the description and the amount. Drawing it costs CPU, so it is cached for 10 minutes and limited per address.",
  tags: ["Payment links"],
  params: PaymentLinkHashParamsSchema,
  fileResponse: ["image/png"],
  errors: [404],
  rateLimit: ({ ip }) => [perAddress("link-preview-ip", ip, 60, 60)],
  handler: async ({ params }) => linkPreviewImage(await getPublicPaymentLink(params.ref)),
});

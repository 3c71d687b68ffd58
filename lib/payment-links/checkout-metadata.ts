import "#server-only";
import type { Metadata } from "next";
import { formatBRL, parseReais } from "@/lib/money";
import { oneLine } from "@/lib/printable-text";
import type { PublicPaymentLinkJson } from "./schema";
import { PREVIEW_SIZE } from "./link-preview";
import { checkoutUrl, linkPreviewUrl } from "./serializers";

/**
 * The checkout page's metadata. Its Open Graph tags make a link shared in WhatsApp (or any chat) preview as what is
 * sold, for how much and to whom, with a picture of the same (link-preview.ts); search engines are kept out, as a
 * checkout belongs to one seller's customers.
 */
export function checkoutMetadata(link: PublicPaymentLinkJson): Metadata {
  const description = oneLine(link.description);
  const amount = formatBRL(parseReais(link.amount) ?? 0);
  const summary = `Pague ${amount} a ${oneLine(link.sellerName)} por PIX.`;
  const url = checkoutUrl(link.hash);
  return {
    title: `Pagar ${description}`,
    description: summary,
    alternates: { canonical: url },
    robots: { index: false, follow: false },
    openGraph: {
      type: "website",
      locale: "pt_BR",
      siteName: "PIX Pagamentos",
      url,
      title: `${description} · ${amount}`,
      description: summary,
      images: [
        {
          url: linkPreviewUrl(link.hash),
          type: "image/png",
          ...PREVIEW_SIZE,
          alt: `${description}: ${amount}`,
        },
      ],
    },
    twitter: { card: "summary_large_image" },
  };
}

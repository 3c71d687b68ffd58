import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { formatBRL } from "@/lib/money";
import { checkoutQrCodeSvg } from "./qr-code";
import { checkoutUrl, toPublicPaymentLinkJson } from "./serializers";
import { WITH_SELLER_NAME } from "./service";

/** What the printable card of a link shows a buyer at the counter: who, what, how much, and where to pay. */
export type PaymentLinkCard = {
  description: string;
  /** "R$ 25,90" */
  amount: string;
  /** The name the checkout shows the buyer. */
  sellerName: string;
  url: string;
  active: boolean;
  /** The checkout URL as an SVG QR code, a data: URL (the pages' CSP allows data: images). */
  qrCodeDataUrl: string;
};

/** The printable card of the account's link `id`; another account's link is as missing as an unknown one. */
export async function getPaymentLinkCard(actor: Actor, id: string): Promise<PaymentLinkCard> {
  const link = await db().paymentLink.findFirst({ where: { id, sellerId: actor.sellerId }, include: WITH_SELLER_NAME });
  if (!link) throw new AppError("NOT_FOUND", "Link de pagamento não encontrado.");
  const url = checkoutUrl(link.hash);
  const svg = await checkoutQrCodeSvg(url);
  return {
    description: link.description,
    amount: formatBRL(link.amount),
    sellerName: toPublicPaymentLinkJson(link).sellerName,
    url,
    active: link.status === "ACTIVE",
    qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

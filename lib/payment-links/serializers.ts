import "#server-only";
import type { PaymentLink } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { centsToReais } from "@/lib/money";
import type { LinkAvailability, PaymentLinkJson, PublicPaymentLinkJson } from "./schema";

/** The provider that issues the charges of payment links; the sandbox is the only one built in. */
export const PAYMENT_LINK_PROVIDER = "sandbox";

const appUrl = () => env().APP_URL.replace(/\/+$/, "");

export function checkoutUrl(hash: string) {
  return `${appUrl()}/checkout/${hash}`;
}

/** The checkout's og:image (GET /payment-links/{hash}/preview). */
export function linkPreviewUrl(hash: string) {
  return `${appUrl()}/api/v1/payment-links/${hash}/preview`;
}

export function toPaymentLinkJson(link: PaymentLink): PaymentLinkJson {
  return {
    id: link.id,
    description: link.description,
    url: checkoutUrl(link.hash),
    hash: link.hash,
    status: link.status,
    qtdPayments: link.qtdPayments,
    amount: centsToReais(link.amount),
    createdAt: link.createdAt.toISOString(),
    firstChargeAt: link.firstChargeAt?.toISOString() ?? null,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    maxPayments: link.maxPayments,
    purchaser: PAYMENT_LINK_PROVIDER,
    sellerId: link.sellerId,
  };
}

/** Whether a buyer can pay the link now; open charges holding the last places are found only on paying. */
export function linkAvailability(
  link: Pick<PaymentLink, "status" | "expiresAt" | "maxPayments" | "qtdPayments">,
  now = new Date(),
): LinkAvailability {
  if (link.status !== "ACTIVE") return "INACTIVE";
  if (link.expiresAt && link.expiresAt <= now) return "EXPIRED";
  if (link.maxPayments !== null && link.qtdPayments >= link.maxPayments) return "LIMIT_REACHED";
  return "AVAILABLE";
}

export type PaymentLinkWithSellerName = PaymentLink & {
  seller: { companyName: string; enterprises: { commercialName: string }[] };
};

export function toPublicPaymentLinkJson(link: PaymentLinkWithSellerName): PublicPaymentLinkJson {
  return {
    hash: link.hash,
    description: link.description,
    amount: centsToReais(link.amount),
    status: link.status,
    availability: linkAvailability(link),
    expiresAt: link.expiresAt?.toISOString() ?? null,
    sellerName: link.seller.enterprises[0]?.commercialName ?? link.seller.companyName,
  };
}

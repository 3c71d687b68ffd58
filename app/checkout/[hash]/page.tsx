import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { CheckoutFlow } from "@/components/checkout/checkout-flow";
import { CheckoutShell } from "@/components/checkout/checkout-shell";
import { CheckoutSummary } from "@/components/checkout/checkout-summary";
import { Alert } from "@/components/ui/alert";
import { findPaymentLinkId } from "@pix/core/payment-links/payment-link-id";
import { sandboxControlsOn } from "@pix/core/env";
import { AppError } from "@pix/core/http/errors";
import { checkoutMetadata } from "@pix/core/payment-links/checkout-metadata";
import type { LinkAvailability } from "@pix/core/payment-links/schema";
import { getPublicPaymentLink } from "@pix/core/payment-links/service";
import { getCheckoutPayment } from "@pix/core/payments/service";
import { CheckoutParamsSchema } from "@pix/core/payments/schema";

const UNAVAILABLE_TITLES: Record<LinkAvailability, string> = {
  AVAILABLE: "Este link de pagamento está disponível",
  INACTIVE: "Este link de pagamento está desativado",
  EXPIRED: "Link expirado",
  LIMIT_REACHED: "Limite de pagamentos atingido",
};

type CheckoutPageProps = { params: Promise<{ hash: string }>; searchParams: Promise<{ payment?: string | string[] }> };

/** Shared by the metadata and the page within one request. */
const loadLink = cache(async (hash: string) => {
  const id = await findPaymentLinkId(hash);
  if (!id) notFound();
  return { id, ...(await getPublicPaymentLink(hash)) };
});

/** The payment of `?payment=`; an id that is malformed or not this link's is ignored. */
async function loadPayment(hash: string, paymentId: string | string[] | undefined) {
  if (typeof paymentId !== "string" || !CheckoutParamsSchema.shape.paymentId.safeParse(paymentId).success) return null;
  try {
    return await getCheckoutPayment(hash, paymentId);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

export async function generateMetadata({ params }: CheckoutPageProps): Promise<Metadata> {
  return checkoutMetadata(await loadLink((await params).hash));
}

export default async function CheckoutPage({ params, searchParams }: CheckoutPageProps) {
  const { hash } = await params;
  const link = await loadLink(hash);
  const payment = await loadPayment(hash, (await searchParams).payment);
  const active = link.availability === "AVAILABLE";

  return (
    <CheckoutShell>
      <CheckoutSummary link={link} />
      {active || payment ? (
        <CheckoutFlow
          hash={hash}
          paymentLinkId={link.id}
          sellerName={link.sellerName}
          linkActive={active}
          initialPayment={payment}
          sandboxEnabled={sandboxControlsOn()}
        />
      ) : (
        <Alert tone="warning" title={UNAVAILABLE_TITLES[link.availability]}>
          Não é possível pagar por este link. Fale com {link.sellerName} para receber um novo.
        </Alert>
      )}
    </CheckoutShell>
  );
}

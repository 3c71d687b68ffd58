import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PaymentLinkCard } from "@/components/payment-links/payment-link-card";
import { PrintCardButton } from "@/components/payment-links/print-card-button";
import { PageHeader } from "@/components/seller/page-header";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { requireSellerPage } from "@/app/_server/page-session";
import { AppError } from "@pix/core/http/errors";
import { getPaymentLinkCard } from "@pix/core/payment-links/link-card";
import { PaymentLinkIdParamsSchema } from "@pix/core/payment-links/schema";

export const metadata: Metadata = { title: "Cartão do link" };

async function loadCard(id: string) {
  const actor = await requireSellerPage({ approved: true });
  if (!PaymentLinkIdParamsSchema.safeParse({ ref: id }).success) notFound();
  try {
    return await getPaymentLinkCard(actor, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

/** A link as a card to print: only the card goes to paper (the header and these buttons are left out). */
export default async function PaymentLinkCardPage({ params }: { params: Promise<{ id: string }> }) {
  const card = await loadCard((await params).id);
  return (
    <div className="space-y-6">
      <div className="space-y-4 print:hidden">
        <PageHeader
          title="Cartão do link"
          description="Imprima e deixe no balcão: o comprador aponta a câmera para o QR Code e paga por PIX."
          actions={
            <div className="flex flex-wrap gap-2">
              <Link href="/seller/links" className={buttonClass("secondary")}>
                Voltar aos links
              </Link>
              {card.active && <PrintCardButton />}
            </div>
          }
        />
        {!card.active && (
          <Alert tone="warning" title="Este link está desativado">
            Um comprador que ler o QR Code não conseguirá pagar. Reative o link na lista de links antes de imprimir.
          </Alert>
        )}
      </div>
      <PaymentLinkCard card={card} />
    </div>
  );
}

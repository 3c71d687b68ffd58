"use client";

import { Alert } from "@/components/ui/alert";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { checkoutErrorMessage } from "@/components/checkout/checkout-fetch";
import { PaymentConfirmed, PaymentEnded, PaymentProcessing, PaymentRefunded, hasExpired } from "./payment-outcomes";
import { PixCharge } from "./pix-charge";
import { StepHeading } from "./step-heading";
import { type CheckoutPayment, useCheckoutPayment } from "./use-checkout-payment";

type PaymentStatusProps = {
  hash: string;
  paymentId: string;
  sellerName: string;
  initialPayment: CheckoutPayment | null;
  sandboxEnabled: boolean;
  moveFocus: boolean;
  /** Null when the link no longer takes payments. */
  onNewPayment: (() => void) | null;
};

function describe(payment: CheckoutPayment): { title: string; badge: string; tone: BadgeTone } {
  switch (payment.status) {
    case "CREATED":
      return { title: "Pague com PIX", badge: "Aguardando pagamento", tone: "warning" };
    case "PENDING":
      return { title: "Confirmando pagamento", badge: "Processando", tone: "info" };
    case "FINISHED":
      return { title: "Pagamento confirmado", badge: "Pago", tone: "success" };
    case "CANCELLED":
      return hasExpired(payment)
        ? { title: "Pagamento expirado", badge: "Expirado", tone: "neutral" }
        : { title: "Pagamento cancelado", badge: "Cancelado", tone: "neutral" };
    case "REFUNDED":
      return { title: "Pagamento estornado", badge: "Estornado", tone: "neutral" };
  }
}

const cardClass = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";

/** The buyer's payment as the server sees it, turning by itself from "waiting" to "paid" or "expired". */
export function PaymentStatus({
  hash,
  paymentId,
  sellerName,
  initialPayment,
  sandboxEnabled,
  moveFocus,
  onNewPayment,
}: PaymentStatusProps) {
  const query = useCheckoutPayment(hash, paymentId, initialPayment?.id === paymentId ? initialPayment : undefined);
  const payment = query.data;

  if (!payment) {
    return (
      <section className={`${cardClass} space-y-3`} aria-busy={!query.isError}>
        {query.isError ? (
          <>
            <Alert tone="error">{checkoutErrorMessage(query.error)}</Alert>
            <Button
              type="button"
              variant="secondary"
              loading={query.isFetching}
              loadingText="Carregando…"
              onClick={() => query.refetch()}
              className="w-full"
            >
              Tentar novamente
            </Button>
          </>
        ) : (
          <p className="text-sm text-slate-600">Carregando pagamento…</p>
        )}
      </section>
    );
  }

  const { title, badge, tone } = describe(payment);
  return (
    <section className={`${cardClass} space-y-4`}>
      {/* Polite live region around the title: the change to "confirmado" or "expirado" is read out. */}
      <div aria-live="polite" aria-atomic="true" className="flex flex-wrap items-center justify-between gap-2">
        <StepHeading key={title} moveFocus={moveFocus}>
          {title}
        </StepHeading>
        <Badge tone={tone}>{badge}</Badge>
      </div>
      {query.isError && <Alert tone="warning">Sem conexão com o servidor. Tentando novamente…</Alert>}
      {payment.status === "CREATED" && <PixCharge hash={hash} payment={payment} sandboxEnabled={sandboxEnabled} />}
      {payment.status === "PENDING" && <PaymentProcessing />}
      {payment.status === "FINISHED" && (
        <PaymentConfirmed hash={hash} payment={payment} sellerName={sellerName} test={sandboxEnabled} />
      )}
      {payment.status === "CANCELLED" && <PaymentEnded expired={hasExpired(payment)} onNewPayment={onNewPayment} />}
      {payment.status === "REFUNDED" && <PaymentRefunded />}
    </section>
  );
}

import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { type Detail, DetailList } from "@/components/ui/detail-list";
import { formatReais } from "@/components/checkout/checkout-fetch";
import { formatDateTimeBrasilia } from "@/lib/dates";
import { TEST_RECEIPT_NOTICE } from "@/lib/receipts/test-notice";
import { type CheckoutPayment, checkoutPaymentPath } from "./use-checkout-payment";

export function PaymentProcessing() {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <span
        className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        aria-hidden
      />
      Recebemos seu PIX e estamos confirmando com o banco. Esta página atualiza sozinha.
    </p>
  );
}

type PaymentConfirmedProps = {
  hash: string;
  payment: CheckoutPayment;
  sellerName: string;
  /** The sandbox's controls are on here, so the receipt says it is a test, as its PDF and e-mail do. */
  test: boolean;
};

/** The paid payment as its receipt (comprovante): what the PDF and the buyer's e-mail say too. */
export function PaymentConfirmed({ hash, payment, sellerName, test }: PaymentConfirmedProps) {
  const details: Detail[] = [
    ["Valor", formatReais(payment.amount)],
    ...(payment.confirmedAt ? [["Pago em", formatDateTimeBrasilia(payment.confirmedAt)] as Detail] : []),
    ["Recebedor", sellerName],
    ["ID da transação PIX (E2E)", payment.endToEndId ?? "não informado pelo provedor"],
  ];
  return (
    <div className="space-y-4">
      <p className="text-center text-3xl font-bold tabular-nums text-slate-900">{formatReais(payment.amount)}</p>
      <section aria-label="Comprovante" className="space-y-3 rounded-lg border border-slate-200 p-4">
        {test && <Alert tone="warning">{TEST_RECEIPT_NOTICE}</Alert>}
        <DetailList title="Comprovante" details={details} />
      </section>
      {/* A plain link: the browser downloads the PDF itself, and it works without JavaScript. */}
      <a
        href={`${checkoutPaymentPath(hash, payment.id)}/receipt`}
        download
        className={buttonClass("secondary", { className: "w-full" })}
      >
        Baixar comprovante (PDF)
      </a>
      <p className="text-center text-sm text-slate-600">
        Pronto! O vendedor já foi avisado. O comprovante também foi enviado para o seu e-mail.
      </p>
    </div>
  );
}

export function PaymentEnded({ expired, onNewPayment }: { expired: boolean; onNewPayment: (() => void) | null }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        {expired ? "O prazo para pagar este PIX terminou." : "Este PIX foi cancelado."} Nenhum valor foi cobrado.
      </p>
      {onNewPayment ? (
        <Button type="button" onClick={onNewPayment} className="w-full">
          Gerar novo pagamento
        </Button>
      ) : (
        <p className="text-sm text-slate-600">Este link de pagamento está desativado. Fale com o vendedor.</p>
      )}
    </div>
  );
}

export function PaymentRefunded() {
  return <p className="text-sm text-slate-600">O valor deste pagamento foi devolvido para a conta de origem.</p>;
}

/** Whether a cancelled charge ran out of time (rather than being cancelled by the seller). */
export function hasExpired(payment: CheckoutPayment) {
  return new Date(payment.expiresAt).getTime() <= Date.now();
}

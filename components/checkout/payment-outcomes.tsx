import { Button } from "@/components/ui/button";
import { formatReais } from "@/lib/checkout/checkout-fetch";
import { formatDateTime } from "@/lib/dates";
import type { CheckoutPayment } from "./use-checkout-payment";

export function PaymentProcessing() {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <span className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden />
      Recebemos seu PIX e estamos confirmando com o banco. Esta página atualiza sozinha.
    </p>
  );
}

export function PaymentConfirmed({ payment }: { payment: CheckoutPayment }) {
  return (
    <div className="text-center">
      <p className="text-3xl font-bold tabular-nums text-slate-900">{formatReais(payment.amount)}</p>
      {payment.confirmedAt && <p className="mt-1 text-sm text-slate-600">Pago em {formatDateTime(payment.confirmedAt)}</p>}
      <p className="mt-3 text-sm text-slate-600">Pronto! O vendedor já foi avisado. Você pode fechar esta página.</p>
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

"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/client/api-request";
import { formatReais } from "@/lib/client/reais";
import { ApiError } from "@/lib/http/api-client";
import type { PaymentJson } from "@/lib/payments/schema";
import { useRefundPayment } from "./use-refund-payment";

type DialogProps = { payment: PaymentJson; open: boolean; onClose: () => void; onDone: (message: string) => void };

function refundFailure(error: unknown, payment: PaymentJson) {
  if (error instanceof ApiError && error.body.code === "INSUFFICIENT_BALANCE") {
    return `Seu saldo disponível não cobre o reembolso: são necessários ${formatReais(payment.amountWithAllFees)}. Aguarde novos recebimentos ou cancele um saque solicitado e tente de novo.`;
  }
  return errorMessage(error);
}

export function RefundPaymentDialog({ payment, open, onClose, onDone }: DialogProps) {
  const refund = useRefundPayment(payment.id);

  function close() {
    refund.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title="Reembolsar pagamento?"
      confirmLabel="Confirmar reembolso"
      pendingLabel="Reembolsando…"
      cancelLabel="Voltar"
      pending={refund.isPending}
      onConfirm={() => refund.mutate(undefined, { onSuccess: () => onDone("Pagamento reembolsado.") })}
      error={refund.error}
      errorText={(error) => refundFailure(error, payment)}
      errorTitle="Reembolso não realizado"
    >
      <p>
        {payment.customerName} recebe de volta {formatReais(payment.amount)}. Sai do seu saldo o líquido deste pagamento,{" "}
        <strong className="text-slate-900">{formatReais(payment.amountWithAllFees)}</strong>; as tarifas são devolvidas pela plataforma.
      </p>
      <p>O reembolso não pode ser desfeito.</p>
    </ConfirmDialog>
  );
}

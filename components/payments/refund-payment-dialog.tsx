"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
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
    <Dialog open={open} onClose={close} title="Reembolsar pagamento?">
      <div className="space-y-3 text-sm text-slate-600">
        <p>
          {payment.customerName} recebe de volta {formatReais(payment.amount)}. Sai do seu saldo o líquido deste pagamento,{" "}
          <strong className="text-slate-900">{formatReais(payment.amountWithAllFees)}</strong>; as tarifas são devolvidas pela plataforma.
        </p>
        <p>O reembolso não pode ser desfeito.</p>
      </div>
      {refund.error && (
        <div className="mt-4">
          <Alert tone="error" title="Reembolso não realizado">
            {refundFailure(refund.error, payment)}
          </Alert>
        </div>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={close}>
          Voltar
        </Button>
        <Button type="button" variant="danger" loading={refund.isPending} onClick={() => refund.mutate(undefined, { onSuccess: () => onDone("Pagamento reembolsado.") })}>
          Confirmar reembolso
        </Button>
      </div>
    </Dialog>
  );
}

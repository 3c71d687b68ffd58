"use client";

import { Alert } from "@/components/ui/alert";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { formatReais } from "@/components/browser/reais";
import { CancelPaymentSchema, type PaymentJson } from "@/lib/payments/schema";
import { useCancelPayment } from "./use-cancel-payment";

type DialogProps = { payment: PaymentJson; open: boolean; onClose: () => void; onDone: (message: string) => void };

export function CancelPaymentDialog({ payment, open, onClose, onDone }: DialogProps) {
  const cancel = useCancelPayment(payment.id);
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title="Cancelar cobrança?"
      description={
        <>
          <p>
            A cobrança de {formatReais(payment.amount)} para {payment.customerName} será cancelada e o QR Code deixa de
            aceitar pagamentos.
          </p>
          {payment.status === "PENDING" && (
            <Alert tone="warning">
              O provedor já informou um PIX para esta cobrança. Cancele somente se tiver certeza de que ele não será
              concluído.
            </Alert>
          )}
        </>
      }
      // The reason is optional: a blank one is left out rather than refused.
      schema={CancelPaymentSchema.unwrap()}
      label="Motivo (opcional)"
      maxLength={300}
      submitLabel="Cancelar cobrança"
      pendingLabel="Cancelando…"
      cancelLabel="Voltar"
      onSubmit={async (input) => {
        await cancel.mutateAsync(input);
        onDone("Cobrança cancelada. O QR Code deixou de valer.");
      }}
    />
  );
}

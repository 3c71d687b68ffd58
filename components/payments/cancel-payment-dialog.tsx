"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/text-area-field";
import { formatReais } from "@/lib/client/reais";
import { applyServerErrors } from "@/lib/http/api-client";
import { CancelPaymentSchema, type PaymentJson } from "@/lib/payments/schema";
import { useCancelPayment } from "./use-cancel-payment";

type DialogProps = { payment: PaymentJson; open: boolean; onClose: () => void; onDone: (message: string) => void };

export function CancelPaymentDialog({ payment, open, onClose, onDone }: DialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelPayment(payment.id);
  const form = useForm<{ reason: string }>({ defaultValues: { reason: "" } });

  function close() {
    setFailure(null);
    form.reset();
    onClose();
  }

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    // The reason is optional: a blank one is left out rather than refused.
    const body = CancelPaymentSchema.safeParse(reason.trim() ? { reason } : undefined);
    if (!body.success) {
      form.setError("reason", { message: body.error.issues[0]?.message });
      return;
    }
    try {
      await cancel.mutateAsync(body.data);
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, ["reason"]));
      return;
    }
    form.reset();
    onDone("Cobrança cancelada. O QR Code deixou de valer.");
  });

  return (
    <Dialog open={open} onClose={close} title="Cancelar cobrança?">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">
          A cobrança de {formatReais(payment.amount)} para {payment.customerName} será cancelada e o QR Code deixa de aceitar pagamentos.
        </p>
        {payment.status === "PENDING" && (
          <Alert tone="warning">O provedor já informou um PIX para esta cobrança. Cancele somente se tiver certeza de que ele não será concluído.</Alert>
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextAreaField label="Motivo (opcional)" rows={3} maxLength={300} error={form.formState.errors.reason?.message} {...form.register("reason")} />
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={close}>
            Voltar
          </Button>
          <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>
            Cancelar cobrança
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/text-area-field";
import { RejectEnterpriseSchema } from "@/lib/enterprises/schema";
import { applyServerErrors } from "@/lib/http/api-client";
import type { z } from "@/lib/zod";
import { useRejectEnterprise } from "./use-review-enterprise";

type RejectValues = z.input<typeof RejectEnterpriseSchema>;

type RejectDialogProps = { enterpriseId: string; companyName: string; open: boolean; onClose: () => void; onRejected: () => void };

/** Asks for the reason the seller will read; submitting it is the confirmation. */
export function RejectDialog({ enterpriseId, companyName, open, onClose, onRejected }: RejectDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const reject = useRejectEnterprise(enterpriseId);
  const form = useForm<RejectValues, unknown, z.output<typeof RejectEnterpriseSchema>>({
    resolver: zodResolver(RejectEnterpriseSchema),
    defaultValues: { reason: "" },
  });

  function close() {
    setFailure(null);
    form.reset();
    onClose();
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reject.mutateAsync(values);
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, ["reason"]));
      return;
    }
    form.reset();
    onRejected();
  });

  return (
    <Dialog open={open} onClose={close} title="Recusar cadastro?">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">
          {companyName} sai da fila de análise. O vendedor verá o motivo e poderá corrigir o cadastro e enviá-lo de novo.
        </p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextAreaField
          label="Motivo da recusa"
          rows={4}
          hint="Diga o que o vendedor precisa corrigir."
          error={form.formState.errors.reason?.message}
          {...form.register("reason")}
        />
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>
            Confirmar recusa
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/text-area-field";
import { applyServerErrors } from "@/lib/http/api-client";
import { RejectWithdrawalSchema } from "@/lib/withdrawals/schema";
import type { z } from "@/lib/zod";
import { isAlreadyDecided, useRejectWithdrawal } from "./use-review-withdrawal";

// The API takes no body or `{ reason? }`; the form always has the object.
const RejectFormSchema = RejectWithdrawalSchema.unwrap();
type RejectValues = z.input<typeof RejectFormSchema>;

type RejectWithdrawalDialogProps = {
  withdrawalId: string;
  summary: string;
  open: boolean;
  onClose: () => void;
  onRejected: () => void;
  onDecidedElsewhere: () => void;
};

/** The reason is optional (the seller reads "Recusado pela análise" without one); submitting is the confirmation. */
export function RejectWithdrawalDialog({ withdrawalId, summary, open, onClose, onRejected, onDecidedElsewhere }: RejectWithdrawalDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const reject = useRejectWithdrawal(withdrawalId);
  const form = useForm<RejectValues, unknown, z.output<typeof RejectFormSchema>>({
    resolver: zodResolver(RejectFormSchema),
    defaultValues: { reason: undefined },
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
      if (!isAlreadyDecided(error)) return setFailure(applyServerErrors(error, form.setError, ["reason"]));
      form.reset();
      return onDecidedElsewhere();
    }
    form.reset();
    onRejected();
  });

  return (
    <Dialog open={open} onClose={close} title="Recusar saque?">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">{summary} O valor volta para o saldo disponível do vendedor.</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextAreaField
          label="Motivo (opcional)"
          rows={3}
          hint="O vendedor verá este motivo."
          error={form.formState.errors.reason?.message}
          {...form.register("reason", { setValueAs: (value: string) => (value.trim() === "" ? undefined : value) })}
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

"use client";

import { useForm } from "react-hook-form";
import { apiSchemaResolver } from "@/components/browser/form-resolver";
import { formatReais } from "@/components/browser/reais";
import { formatPixKey } from "@/components/withdrawals/withdrawal-labels";
import { CheckboxField } from "@/components/ui/form-fields";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { formatDateTime } from "@/lib/dates";
import { PIX_KEY_TYPE_LABELS } from "@/lib/withdrawals/pix-key";
import { RecordManualPayoutSchema } from "@/lib/withdrawals/schema";
import { z } from "@/lib/zod";
import { isAlreadyDecided, useRecordManualPayout } from "./use-review-withdrawal";
import type { AdminWithdrawal } from "./withdrawal-actions";

type PayoutForm = { endToEndId: string; paidAt: string; confirmed: boolean };

// The API's checks, and the admin's word that the money left: the record cannot be undone.
const FormSchema = RecordManualPayoutSchema.extend({
  confirmed: z.literal(true, "Confirme que o PIX foi feito pelo banco"),
});

/** A datetime-local value is the browser's own time without an offset; the API takes an instant. */
function instantOf(local: string): string | undefined {
  if (local === "") return undefined;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

type RecordPayoutDialogProps = {
  withdrawal: AdminWithdrawal;
  open: boolean;
  onClose: () => void;
  onRecorded: () => void;
  onDecidedElsewhere: () => void;
};

/** The PIX an admin made at the bank for a manual payout: its end-to-end id, when, and a confirmation. */
export function RecordPayoutDialog({
  withdrawal,
  open,
  onClose,
  onRecorded,
  onDecidedElsewhere,
}: RecordPayoutDialogProps) {
  const record = useRecordManualPayout(withdrawal.id);
  const form = useForm<PayoutForm, unknown, z.output<typeof FormSchema>>({
    resolver: apiSchemaResolver(FormSchema, ({ endToEndId, paidAt, confirmed }: PayoutForm) => ({
      endToEndId,
      paidAt: instantOf(paidAt),
      confirmed: confirmed as true,
    })),
    defaultValues: { endToEndId: "", paidAt: "", confirmed: false },
  });
  const { failure, submit, close, pending } = useFormSubmit(form, {
    fields: ["endToEndId", "paidAt"],
    send: async ({ confirmed: _, ...input }) => {
      try {
        await record.mutateAsync(input);
      } catch (error) {
        if (!isAlreadyDecided(error)) throw error;
        return onDecidedElsewhere();
      }
      onRecorded();
    },
    onClose,
  });
  const errors = form.formState.errors;
  const held = withdrawal.payableFrom && new Date(withdrawal.payableFrom) > new Date();

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Registrar pagamento do saque"
      description={
        <>
          <p>
            O PIX de <strong>{formatReais(withdrawal.netAmount)}</strong> para a chave{" "}
            {formatPixKey(withdrawal.pixKey, withdrawal.pixKeyType)} ({PIX_KEY_TYPE_LABELS[withdrawal.pixKeyType]}) de{" "}
            {withdrawal.seller.companyName}, feito pelo banco. O saque passa a concluído e o vendedor é avisado; o
            registro não pode ser desfeito.
          </p>
          {held && (
            <p>
              A chave foi alterada há menos de 24 horas: o PIX não deve ser feito antes de{" "}
              {formatDateTime(withdrawal.payableFrom!)}.
            </p>
          )}
        </>
      }
      failure={failure}
      failureTitle="Não foi possível registrar o pagamento."
      onSubmit={submit}
      submitLabel="Registrar pagamento"
      pendingLabel="Registrando…"
      pending={pending}
    >
      <TextField
        label="Identificador do PIX (E2E)"
        hint="Os 32 caracteres do comprovante do banco, começando por E."
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        error={errors.endToEndId?.message}
        {...form.register("endToEndId")}
      />
      <TextField
        label="Data e hora do PIX (opcional)"
        type="datetime-local"
        hint="Sem ela, vale a data e hora contidas no identificador."
        error={errors.paidAt?.message}
        {...form.register("paidAt")}
      />
      <div>
        <CheckboxField
          label={`Confirmo que o PIX de ${formatReais(withdrawal.netAmount)} foi feito para esta chave.`}
          aria-invalid={errors.confirmed ? true : undefined}
          {...form.register("confirmed")}
        />
        {errors.confirmed && (
          <p role="alert" className="mt-1 text-xs text-red-600">
            {errors.confirmed.message}
          </p>
        )}
      </div>
    </FormDialog>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FEE_TARGET_LABELS, formatFeeValue } from "@/components/sellers/fee-labels";
import { FormMoneyField, FormPercentField } from "@/components/ui/form-fields";
import { FormDialog } from "@/components/ui/form-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { type FeeJson, feeValueSchema } from "@/lib/fees/schema";
import { z } from "@/lib/zod";
import { useUpdateFee } from "./use-default-fees";

type ValueForm = { feeValue: string | number };

/** A new value for a fee, in the units of its type; the type itself stays. */
export function EditFeeValueDialog({
  fee,
  open,
  onClose,
  onSaved,
}: {
  fee: FeeJson;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const update = useUpdateFee(fee.id);
  // raw: the API takes the value as typed (reais or percent); the schema only checks it fits the fee's type.
  const form = useForm<ValueForm, unknown, ValueForm>({
    resolver: zodResolver(z.object({ feeValue: feeValueSchema(fee.feeType) }), undefined, { raw: true }),
    defaultValues: { feeValue: fee.feeValue },
  });
  const { failure, submit, close, pending } = useFormSubmit(form, {
    fields: ["feeValue"],
    send: async ({ feeValue }) => {
      await update.mutateAsync({ feeValue });
      onSaved();
    },
    onClose,
  });

  const label = fee.feeType === "FIXED" ? "Novo valor" : "Novo valor (%)";
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Alterar valor da tarifa"
      description={
        <p>
          Tarifa de {FEE_TARGET_LABELS[fee.target]?.toLowerCase()} de {formatFeeValue(fee)}. O novo valor vale para os
          próximos pagamentos de todos os vendedores sem tarifa própria desse tipo.
        </p>
      }
      failure={failure}
      onSubmit={submit}
      submitLabel="Salvar valor"
      pendingLabel="Salvando…"
      pending={pending}
    >
      {fee.feeType === "FIXED" ? (
        <FormMoneyField control={form.control} name="feeValue" label={label} />
      ) : (
        <FormPercentField control={form.control} name="feeValue" label={label} />
      )}
    </FormDialog>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FEE_TARGET_OPTIONS, FEE_TYPE_OPTIONS } from "@/components/sellers/fee-labels";
import { FormMoneyField, FormPercentField } from "@/components/sellers/form-fields";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { CreateFeeSchema } from "@/lib/fees/schema";
import { applyServerErrors } from "@/lib/http/api-client";
import { type NewDefaultFee, useCreateDefaultFee } from "./use-default-fees";

const FIELDS = ["target", "feeType", "feeValue", "description"] as const;
const EMPTY: NewDefaultFee = { target: "SERVICE", feeType: "PERCENTAGE", feeValue: "", description: "" };

/** A new platform default: it applies to every seller without an own fee of the same target. */
export function AddDefaultFeeForm() {
  const create = useCreateDefaultFee();
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  // raw: the API takes reais and percent as typed; the schema's parsed output is centavos and millionths.
  const form = useForm<NewDefaultFee, unknown, NewDefaultFee>({ resolver: zodResolver(CreateFeeSchema, undefined, { raw: true }), defaultValues: EMPTY });
  const feeType = form.watch("feeType");

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setAdded(false);
    try {
      await create.mutateAsync(values);
      form.reset(EMPTY);
      setAdded(true);
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Nova tarifa padrão" className="space-y-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      {added && <Alert tone="success">Tarifa padrão adicionada. Ela vale para os próximos pagamentos.</Alert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label="Aplica-se a" options={FEE_TARGET_OPTIONS} error={form.formState.errors.target?.message} {...form.register("target")} />
        <SelectField
          label="Tipo"
          options={FEE_TYPE_OPTIONS}
          error={form.formState.errors.feeType?.message}
          {...form.register("feeType", { onChange: () => form.setValue("feeValue", "") })}
        />
        {feeType === "FIXED" ? (
          <FormMoneyField control={form.control} name="feeValue" label="Valor" />
        ) : (
          <FormPercentField control={form.control} name="feeValue" label="Valor (%)" />
        )}
        <TextField label="Descrição (opcional)" maxLength={200} error={form.formState.errors.description?.message} {...form.register("description")} />
      </div>
      <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
        Adicionar tarifa padrão
      </Button>
    </form>
  );
}

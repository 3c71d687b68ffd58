"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { CreateFeeSchema } from "@/lib/fees/schema";
import { FEE_TARGET_OPTIONS, FEE_TYPE_OPTIONS } from "./fee-labels";
import { FormMoneyField, FormPercentField } from "@/components/ui/form-fields";
import type { NewFeeValues } from "./use-seller-fees";

const FIELDS = ["target", "feeType", "feeValue", "description"] as const;
const EMPTY: NewFeeValues = { target: "SERVICE", feeType: "PERCENTAGE", feeValue: "", description: "" };

type AddFeeFormProps = {
  /** The form's accessible name. */
  label: string;
  heading?: string;
  submitLabel: string;
  /** Said inside the form after an add, until the next try; left out where the page says it itself. */
  addedNotice?: string;
  /** Saves the fee; `false` when the admin backed out of its confirmation, so the form keeps what was typed. */
  create: (fee: NewFeeValues) => Promise<unknown>;
  onAdded?: () => void;
};

/** A new fee, a seller's own or a platform default: where it applies, fixed or percent, its value. */
export function AddFeeForm({ label, heading, submitLabel, addedNotice, create, onAdded }: AddFeeFormProps) {
  const [added, setAdded] = useState(false);
  // raw: the API takes reais and percent as typed; the schema's parsed output is centavos and millionths.
  const form = useForm<NewFeeValues, unknown, NewFeeValues>({
    resolver: zodResolver(CreateFeeSchema, undefined, { raw: true }),
    defaultValues: EMPTY,
  });
  const feeType = form.watch("feeType");

  const { failure, submit, pending } = useFormSubmit(form, {
    fields: FIELDS,
    send: async (values) => {
      setAdded(false);
      if ((await create(values)) === false) return false;
      setAdded(true);
      onAdded?.();
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="space-y-4">
      {heading && <h3 className="text-sm font-semibold text-slate-900">{heading}</h3>}
      {failure && <Alert tone="error">{failure}</Alert>}
      {added && addedNotice && <Alert tone="success">{addedNotice}</Alert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Aplica-se a"
          options={FEE_TARGET_OPTIONS}
          error={form.formState.errors.target?.message}
          {...form.register("target")}
        />
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
        <TextField
          label="Descrição (opcional)"
          maxLength={200}
          error={form.formState.errors.description?.message}
          {...form.register("description")}
        />
      </div>
      <Button type="submit" variant="secondary" loading={pending} loadingText="Adicionando…">
        {submitLabel}
      </Button>
    </form>
  );
}

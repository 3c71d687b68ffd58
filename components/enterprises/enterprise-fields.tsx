"use client";

import type { InputHTMLAttributes } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { MoneyField } from "@/components/ui/money-field";
import { TextField } from "@/components/ui/text-field";
import type { EnterpriseField, EnterpriseFormValues } from "./enterprise-form-values";

/** `register` plus the field's error message, for the plain inputs of the wizard's steps. */
export function useEnterpriseField() {
  const { register, formState } = useFormContext<EnterpriseFormValues>();
  return (name: EnterpriseField) => ({ ...register(name), error: formState.errors[name]?.message as string | undefined });
}

type MaskedFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange"> & {
  name: EnterpriseField;
  label: string;
  hint?: string;
  /** Formats the text as it is typed ("01310100" -> "01310-100"). */
  mask: (text: string) => string;
};

export function MaskedField({ name, mask, ...props }: MaskedFieldProps) {
  const { control } = useFormContext<EnterpriseFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          ref={field.ref}
          name={field.name}
          value={String(field.value ?? "")}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(mask(event.target.value))}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function EnterpriseMoneyField({ name, label, hint }: { name: "averageRevenue" | "averageTicket"; label: string; hint?: string }) {
  const { control } = useFormContext<EnterpriseFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyField
          ref={field.ref}
          name={field.name}
          label={label}
          hint={hint}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

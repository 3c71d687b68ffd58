"use client";

import type { InputHTMLAttributes } from "react";
import { useFormContext } from "react-hook-form";
import { FormMoneyField, FormTextField } from "@/components/ui/form-fields";
import type { EnterpriseField, EnterpriseFormValues } from "./enterprise-form-values";

/** `register` plus the field's error message, for the plain inputs of the wizard's steps. */
export function useEnterpriseField() {
  const { register, formState } = useFormContext<EnterpriseFormValues>();
  return (name: EnterpriseField) => ({
    ...register(name),
    error: formState.errors[name]?.message as string | undefined,
  });
}

type MaskedFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange"> & {
  name: EnterpriseField;
  label: string;
  hint?: string;
  /** Formats the text as it is typed ("01310100" -> "01310-100"). */
  mask: (text: string) => string;
};

export function MaskedField({ mask, ...props }: MaskedFieldProps) {
  const { control } = useFormContext<EnterpriseFormValues>();
  return <FormTextField {...props} control={control} fromText={mask} />;
}

export function EnterpriseMoneyField({
  name,
  label,
  hint,
}: {
  name: "averageRevenue" | "averageTicket";
  label: string;
  hint?: string;
}) {
  const { control } = useFormContext<EnterpriseFormValues>();
  return <FormMoneyField control={control} name={name} label={label} hint={hint} />;
}

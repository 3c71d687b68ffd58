"use client";

import type { ChangeEvent } from "react";
import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { formatCnpj, formatCpf } from "@/lib/br/documents";
import type { CheckoutPaymentBody } from "./use-create-checkout-payment";

const KINDS = [
  { value: "CPF", format: formatCpf, placeholder: "000.000.000-00", inputMode: "numeric" },
  // Text, not numeric: CNPJs may carry letters from July 2026.
  { value: "CNPJ", format: formatCnpj, placeholder: "00.000.000/0000-00", inputMode: "text" },
] as const;

const kindOf = (type: string | undefined) => KINDS.find((kind) => kind.value === type) ?? KINDS[0];

/** CPF or CNPJ: a type toggle and the number, formatted as it is typed. */
export function DocumentField({ form }: { form: UseFormReturn<CheckoutPaymentBody> }) {
  const kind = kindOf(useWatch({ control: form.control, name: "customer.document.type" }));
  // One registration for both radios: react-hook-form keeps one set of options per field name.
  const typeField = form.register("customer.document.type", {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      // Keep what was typed, re-cut to the new mask.
      const number = form.getValues("customer.document.number") ?? "";
      const touched = form.getFieldState("customer.document.number").isTouched;
      form.setValue("customer.document.number", kindOf(event.target.value).format(number), { shouldValidate: touched });
    },
  });

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Documento</legend>
      <div className="mt-1 grid grid-cols-2 gap-1 rounded-md bg-slate-100 p-1">
        {KINDS.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer rounded px-3 py-1.5 text-center text-sm font-medium text-slate-600 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input type="radio" value={option.value} className="sr-only" {...typeField} />
            {option.value}
          </label>
        ))}
      </div>
      <Controller
        control={form.control}
        name="customer.document.number"
        render={({ field, fieldState }) => (
          <TextField
            ref={field.ref}
            name={field.name}
            label={`Número do ${kind.value}`}
            value={field.value ?? ""}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(kind.format(event.target.value))}
            error={fieldState.error?.message}
            placeholder={kind.placeholder}
            inputMode={kind.inputMode}
            autoCapitalize="characters"
            autoComplete="off"
            className="mt-3"
          />
        )}
      />
    </fieldset>
  );
}

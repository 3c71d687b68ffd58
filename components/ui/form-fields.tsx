"use client";

import { type InputHTMLAttributes, forwardRef, useId } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { MoneyField } from "@/components/ui/money-field";
import { TextField } from "@/components/ui/text-field";

type ControlledFieldProps<T extends FieldValues> = { control: Control<T>; name: Path<T>; label: string; hint?: string; className?: string };

/** MoneyField bound to a form; `emptyAs` stands for a cleared field where zero is a valid amount (a free withdrawal). */
export function FormMoneyField<T extends FieldValues>({ control, name, emptyAs, ...props }: ControlledFieldProps<T> & { emptyAs?: number }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyField
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(reais) => field.onChange(reais === "" && emptyAs !== undefined ? emptyAs : reais)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** "0,99" typed with the Brazilian decimal comma, kept as "0.99", the API's percent. */
function toApiPercent(text: string) {
  const [whole = "", ...decimals] = text.replace(/,/g, ".").replace(/[^\d.]/g, "").split(".");
  return decimals.length ? `${whole}.${decimals.join("")}` : whole;
}

export function FormPercentField<T extends FieldValues>({ control, name, ...props }: ControlledFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          ref={field.ref}
          name={field.name}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          value={String(field.value ?? "").replace(".", ",")}
          onChange={(event) => field.onChange(toApiPercent(event.target.value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: string; hint?: string };

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField({ label, hint, className = "", ...props }, ref) {
  const id = useId();
  return (
    <div className={`flex items-start gap-2 ${className}`}>
      <input ref={ref} id={id} type="checkbox" className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600" aria-describedby={hint ? `${id}-hint` : undefined} {...props} />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-slate-700">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
});

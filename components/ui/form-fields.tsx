"use client";

import { type InputHTMLAttributes, forwardRef, useId } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { MoneyField } from "@/components/ui/money-field";
import { TextField } from "@/components/ui/text-field";

// Any output type: the field only reads and writes the typed value.
type ControlledFieldProps<T extends FieldValues> = {
  control: Control<T, unknown, FieldValues>;
  name: Path<T>;
  label: string;
  hint?: string;
  className?: string;
};

/**
 * MoneyField bound to a form; `emptyAs` stands for a cleared field where zero is a valid amount (a free withdrawal).
 */
export function FormMoneyField<T extends FieldValues>({
  control,
  name,
  emptyAs,
  ...props
}: ControlledFieldProps<T> & { emptyAs?: number }) {
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

type FormTextFieldProps<T extends FieldValues> = ControlledFieldProps<T> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange" | "onBlur"> & {
    /** The text shown for the form's value. */
    toText?: (value: unknown) => string;
    /** The form's value for the text typed (a mask: "01310100" -> "01310-100"). */
    fromText: (text: string) => unknown;
  };

/** TextField bound to a form, for values that are typed in one shape and kept in another. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  toText = (value) => String(value ?? ""),
  fromText,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          ref={field.ref}
          name={field.name}
          value={toText(field.value)}
          onChange={(event) => field.onChange(fromText(event.target.value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** "0,99" typed with the Brazilian decimal comma, kept as "0.99", the API's percent. */
function toApiPercent(text: string) {
  const [whole = "", ...decimals] = text
    .replace(/,/g, ".")
    .replace(/[^\d.]/g, "")
    .split(".");
  return decimals.length ? `${whole}.${decimals.join("")}` : whole;
}

export function FormPercentField<T extends FieldValues>(props: ControlledFieldProps<T>) {
  return (
    <FormTextField
      {...props}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      toText={(value) => String(value ?? "").replace(".", ",")}
      fromText={toApiPercent}
    />
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: string; hint?: string };

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, hint, className = "", ...props },
  ref,
) {
  const id = useId();
  return (
    <div className={`flex items-start gap-2 ${className}`}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...props}
      />
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

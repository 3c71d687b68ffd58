"use client";

import { forwardRef } from "react";
import { formatBRL, parseReais } from "@/lib/money";
import { TextField } from "./text-field";

type MoneyFieldProps = {
  label: string;
  name: string;
  /** Reais as the API takes them: "1234.56" (or a number). */
  value: string | number | undefined;
  onChange: (reais: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  className?: string;
};

const MAX_DIGITS = 15;

/**
 * Money typed the way Brazilian cash registers do: digits fill from the right ("123456" shows
 * "R$ 1.234,56") while the value kept for the form is "1234.56", the API's reais string.
 */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField(
  { value, onChange, ...props },
  ref,
) {
  const cents = value === undefined || value === "" ? null : parseReais(value);
  return (
    <TextField
      ref={ref}
      inputMode="numeric"
      autoComplete="off"
      placeholder="R$ 0,00"
      value={cents === null ? "" : formatBRL(cents)}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, "").replace(/^0+/, "").slice(0, MAX_DIGITS);
        onChange(digits ? reaisFromCents(Number(digits)) : "");
      }}
      {...props}
    />
  );
});

/** 123456 -> "1234.56", without floating point. */
export function reaisFromCents(cents: number) {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

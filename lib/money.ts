import { z } from "@/lib/zod";

/** Centavos (integer) to the API's reais number; exact for every amount with two decimals. */
export function centsToReais(cents: number | bigint): number {
  return Number(cents) / 100;
}

const REAIS_PATTERN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Parses "150", "150.5", "150.50" (or the same as a JSON number) into centavos without floats. */
export function parseReais(value: number | string): number | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  const match = REAIS_PATTERN.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/**
 * Money in the API: a positive number of reais with at most two decimals, as a JSON number or a
 * numeric string; the output is integer centavos.
 */
export const MoneySchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  if (typeof value === "string" && value.trim() === "") {
    ctx.addIssue({ code: "custom", message: "Informe o valor" });
    return z.NEVER;
  }
  const cents = parseReais(value);
  if (cents === null) {
    ctx.addIssue({ code: "custom", message: "Informe um valor em reais com até 2 casas decimais" });
    return z.NEVER;
  }
  if (cents <= 0) {
    ctx.addIssue({ code: "custom", message: "O valor precisa ser maior que zero" });
    return z.NEVER;
  }
  return cents;
});

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** "R$ 1.234,56" */
export function formatBRL(cents: number | bigint): string {
  return brl.format(centsToReais(cents));
}

/**
 * The most one payment may be, in centavos: R$ 1.000.000,00. Far above any ticket a checkout or a
 * PIX charge of our sellers sees, so more is a typo (or a probe), and it keeps one payment's
 * amount, fees and payout 21 times inside the 32-bit columns that hold them (2^31 - 1 centavos is
 * R$ 21.474.836,47); sums over many payments are bigint.
 */
export const MAX_PAYMENT_CENTS = 1_000_000_00;

/** Money for one payment (its amount, a link's, a fixed fee, a withdrawal): MoneySchema up to MAX_PAYMENT_CENTS. */
export const PaymentAmountSchema = MoneySchema.refine(
  (cents) => cents <= MAX_PAYMENT_CENTS,
  `O valor máximo é ${formatBRL(MAX_PAYMENT_CENTS)}`,
).meta({
  maximum: centsToReais(MAX_PAYMENT_CENTS),
  description: `reais, at most 2 decimals, up to ${centsToReais(MAX_PAYMENT_CENTS).toFixed(2)} (the most one payment may be)`,
});

/**
 * Centavos as reais with two decimals and a dot ("123.45"), as API Pix writes amounts
 * ("\d{1,10}\.\d{2}"). Integer arithmetic only; parseReais reads it back.
 */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in centavos: ${cents}`);
  const remainder = cents % 100;
  return `${(cents - remainder) / 100}.${String(remainder).padStart(2, "0")}`;
}

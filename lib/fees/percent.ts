import { z } from "@/lib/zod";
import { PERCENT_SCALE } from "./calculate";

/** Millionths of the amount in one percent. */
const PER_PERCENT = PERCENT_SCALE / 100;

const PERCENT_PATTERN = /^(\d{1,3})(?:\.(\d{1,4}))?$/;

/** Parses "0.99" or 0.99 (percent, at most 4 decimals) into millionths of the amount without floats. */
export function parsePercent(value: number | string): number | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  const match = PERCENT_PATTERN.exec(text);
  if (!match) return null;
  return Number(match[1]) * PER_PERCENT + Number((match[2] ?? "").padEnd(4, "0"));
}

/** Millionths to the API's percent number (9 900 -> 0.99). */
export function millionthsToPercent(millionths: number): number {
  return millionths / PER_PERCENT;
}

/**
 * A percent in the API: up to 100 with at most 4 decimals, as a JSON number or a numeric string;
 * the output is millionths of the amount.
 */
export function percentSchema({ allowZero }: { allowZero: boolean }) {
  return z.union([z.number(), z.string()], "Informe um percentual").transform((value, ctx) => {
    const millionths = parsePercent(value);
    if (millionths === null) {
      ctx.addIssue({ code: "custom", message: "Informe um percentual com até 4 casas decimais" });
      return z.NEVER;
    }
    if (millionths > PERCENT_SCALE) {
      ctx.addIssue({ code: "custom", message: "O percentual pode ser no máximo 100" });
      return z.NEVER;
    }
    if (!allowZero && millionths === 0) {
      ctx.addIssue({ code: "custom", message: "O percentual precisa ser maior que zero" });
      return z.NEVER;
    }
    return millionths;
  });
}

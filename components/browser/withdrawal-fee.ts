import { feeOf } from "@/lib/fees/calculate";
import { parsePercent } from "@/lib/fees/percent";
import { parseReais } from "@/lib/money";

type FeeTerms = { feeType: "FIXED" | "PERCENTAGE"; feeValue: number };

/**
 * The fee on a withdrawal of `amount` centavos under the seller's rules as the API shows them
 * (FIXED in reais, PERCENTAGE in percent), computed the way the server will.
 */
export function withdrawalFeeCents({ feeType, feeValue }: FeeTerms, amount: number): number {
  const value = feeType === "FIXED" ? parseReais(feeValue) : parsePercent(feeValue);
  if (value === null) throw new Error(`unreadable withdrawal fee: ${feeType} ${feeValue}`);
  return feeOf({ target: "SERVICE", feeType, feeValue: value }, amount);
}

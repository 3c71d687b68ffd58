import type { FeeTarget, FeeType } from "@/lib/db/generated/enums";

export type FeeRule = { target: FeeTarget; feeType: FeeType; feeValue: number };

/** PERCENTAGE fee values are millionths of the amount (0.99 % = 9 900). */
export const PERCENT_SCALE = 1_000_000;

/** One fee on `amount` centavos, rounded half-up to the centavo once, in integer arithmetic. */
export function feeOf(rule: FeeRule, amount: number): number {
  if (rule.feeType === "FIXED") return rule.feeValue;
  const scaled = BigInt(amount) * BigInt(rule.feeValue);
  const scale = BigInt(PERCENT_SCALE);
  return Number((scaled * 2n + scale) / (2n * scale));
}

export type FeeBreakdown = { serviceFee: number; gatewayFee: number; net: number };

/** Service and gateway fees of a payment and what the seller nets (docs/API.md 1, "payment"). */
export function computeFees(rules: readonly FeeRule[], amount: number): FeeBreakdown {
  const sum = (target: FeeTarget) =>
    rules.filter((r) => r.target === target).reduce((total, r) => total + feeOf(r, amount), 0);
  const serviceFee = sum("SERVICE");
  const gatewayFee = sum("GATEWAY");
  return { serviceFee, gatewayFee, net: amount - serviceFee - gatewayFee };
}

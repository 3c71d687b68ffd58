import { reaisToCents } from "@/components/browser/reais";
import { withdrawalFeeCents } from "@/components/browser/withdrawal-fee";
import { formatBRL } from "@/lib/money";
import type { PayoutKeySchema, WithdrawalConfigSchema } from "@/lib/withdrawals/schema";
import type { z } from "@/lib/zod";

/** When the payout leaves: at once, after an admin's review, or not before the key's 24 h hold ends. */
export type WithdrawalPayoutTiming =
  { kind: "IMMEDIATE" } | { kind: "REVIEW" } | { kind: "HELD"; until: string; review: boolean };

export type WithdrawalBreakdown = {
  /** All in centavos: the amount leaves the available balance, the fee comes out of it, the net goes to the key. */
  amount: number;
  fee: number;
  net: number;
  available: number;
  remaining: number;
  timing: WithdrawalPayoutTiming;
  /** Why the server would refuse it, as far as the page can tell; empty when it may be sent. */
  problems: string[];
};

type BreakdownInput = {
  config: z.infer<typeof WithdrawalConfigSchema>;
  /** The API's available balance, in reais. */
  availableBalance: number;
  amount: number;
  payoutKey: Pick<z.infer<typeof PayoutKeySchema>, "payableFrom" | "reviewRequired">;
  now: Date;
};

function payoutTiming({ config, payoutKey, now }: BreakdownInput): WithdrawalPayoutTiming {
  // As createWithdrawal decides: the first payout to an unverified key waits for review whatever the mode.
  const review = config.mode === "MANUAL" || payoutKey.reviewRequired;
  if (payoutKey.payableFrom && Date.parse(payoutKey.payableFrom) > now.getTime())
    return { kind: "HELD", until: payoutKey.payableFrom, review };
  return review ? { kind: "REVIEW" } : { kind: "IMMEDIATE" };
}

/** The withdrawal the seller is about to confirm, with the checks createWithdrawal makes in the same order. */
export function withdrawalBreakdown(input: BreakdownInput): WithdrawalBreakdown {
  const { config, amount } = input;
  const available = reaisToCents(input.availableBalance);
  const fee = withdrawalFeeCents(config, amount);
  const min = reaisToCents(config.minAmount);
  const max = reaisToCents(config.maxAmount);
  const dailyLimit = reaisToCents(config.dailyLimit);
  const problems: string[] = [];
  if (amount < min) problems.push(`O saque mínimo é ${formatBRL(min)}.`);
  if (amount > max) problems.push(`O saque máximo é ${formatBRL(max)}.`);
  if (fee >= amount) problems.push("A tarifa supera o valor do saque.");
  if (amount > dailyLimit) problems.push(`O limite diário de saques é ${formatBRL(dailyLimit)}.`);
  if (amount > available) problems.push(`O valor passa do seu saldo disponível em ${formatBRL(amount - available)}.`);
  return {
    amount,
    fee,
    net: amount - fee,
    available,
    remaining: available - amount,
    timing: payoutTiming(input),
    problems,
  };
}

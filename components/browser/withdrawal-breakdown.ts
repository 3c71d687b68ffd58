import { reaisToCents } from "@/components/browser/reais";
import { withdrawalFeeCents } from "@/components/browser/withdrawal-fee";
import { formatBRL } from "@/lib/money";
import type { OwnWithdrawalConfigSchema, PayoutKeySchema } from "@/lib/withdrawals/schema";
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

type Rules = {
  config: z.infer<typeof OwnWithdrawalConfigSchema>;
  /** The API's available balance, in reais. */
  availableBalance: number;
};

type BreakdownInput = Rules & {
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

/** What is left of today's limit after today's withdrawals, in centavos (never below zero). */
function leftToday(config: Rules["config"]) {
  return Math.max(0, reaisToCents(config.dailyLimit) - reaisToCents(config.withdrawnToday));
}

function dailyLimitProblem(config: Rules["config"]) {
  const limit = `O limite diário de saques é ${formatBRL(reaisToCents(config.dailyLimit))}`;
  if (config.withdrawnToday === 0) return `${limit}.`;
  const left = leftToday(config);
  return left > 0
    ? `${limit}; hoje ainda cabem ${formatBRL(left)}.`
    : `${limit}, e os saques de hoje já chegaram a ele.`;
}

/**
 * Why createWithdrawal would refuse `amount` centavos, checked in its order: minimum, maximum, fee, the day's limit
 * with today's withdrawals, the balance. Empty when it may be sent.
 */
export function withdrawalProblems({ config, availableBalance, amount }: Rules & { amount: number }): string[] {
  const available = reaisToCents(availableBalance);
  const min = reaisToCents(config.minAmount);
  const max = reaisToCents(config.maxAmount);
  const problems: string[] = [];
  if (amount < min) problems.push(`O saque mínimo é ${formatBRL(min)}.`);
  if (amount > max) problems.push(`O saque máximo é ${formatBRL(max)}.`);
  if (withdrawalFeeCents(config, amount) >= amount) problems.push("A tarifa supera o valor do saque.");
  if (amount > leftToday(config)) problems.push(dailyLimitProblem(config));
  if (amount > available) problems.push(`O valor passa do seu saldo disponível em ${formatBRL(amount - available)}.`);
  return problems;
}

/** "Sacar tudo": the whole available balance, within the maximum per withdrawal and what is left of today's limit. */
export function mostWithdrawable({ config, availableBalance }: Rules): number {
  return Math.max(0, Math.min(reaisToCents(availableBalance), reaisToCents(config.maxAmount), leftToday(config)));
}

/** The withdrawal the seller is about to confirm, with the checks createWithdrawal makes in the same order. */
export function withdrawalBreakdown(input: BreakdownInput): WithdrawalBreakdown {
  const { config, amount } = input;
  const available = reaisToCents(input.availableBalance);
  const fee = withdrawalFeeCents(config, amount);
  return {
    amount,
    fee,
    net: amount - fee,
    available,
    remaining: available - amount,
    timing: payoutTiming(input),
    problems: withdrawalProblems(input),
  };
}

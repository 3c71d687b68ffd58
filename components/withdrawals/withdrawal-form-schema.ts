import { reaisToCents } from "@/lib/client/reais";
import { withdrawalFeeCents } from "@/lib/client/withdrawal-fee";
import { formatBRL } from "@/lib/money";
import { CreateWithdrawalSchema } from "@/lib/withdrawals/schema";
import type { WithdrawalConfigJson } from "./withdrawal-keys";

/** The API's schema plus what the seller's rules and balance allow, so most refusals never need a request. */
export function withdrawalFormSchema(config: WithdrawalConfigJson, availableCents: number) {
  const min = reaisToCents(config.minAmount);
  const max = reaisToCents(config.maxAmount);
  return CreateWithdrawalSchema.superRefine((input, ctx) => {
    const amountIssue = (message: string) => ctx.addIssue({ code: "custom", path: ["amount"], message });
    if (input.amount < min) amountIssue(`O saque mínimo é ${formatBRL(min)}`);
    else if (input.amount > max) amountIssue(`O saque máximo é ${formatBRL(max)}`);
    else if (input.amount > availableCents) amountIssue(`Seu saldo disponível é ${formatBRL(availableCents)}`);
    else if (withdrawalFeeCents(config, input.amount) >= input.amount) amountIssue("A tarifa supera o valor do saque");
  });
}

import type { OwnWithdrawalConfigSchema, PayoutKeySchema, WithdrawalSchema } from "@/lib/withdrawals/schema";
import type { z } from "@/lib/zod";

export type WithdrawalJson = z.infer<typeof WithdrawalSchema>;
/** The seller's own rules, with what today's withdrawals took of the daily limit. */
export type WithdrawalConfigJson = z.infer<typeof OwnWithdrawalConfigSchema>;
export type PayoutKeyJson = z.infer<typeof PayoutKeySchema>;

export const withdrawalKeys = {
  all: ["withdrawals"] as const,
  list: (page: number) => [...withdrawalKeys.all, "list", page] as const,
  config: () => [...withdrawalKeys.all, "config"] as const,
  payoutKey: () => [...withdrawalKeys.all, "payout-key"] as const,
};

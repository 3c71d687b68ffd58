import type { BalanceSchema, TransactionSchema } from "@/lib/ledger/balances";
import type { z } from "@/lib/zod";

export type BalanceJson = z.infer<typeof BalanceSchema>;
export type TransactionJson = z.infer<typeof TransactionSchema>;

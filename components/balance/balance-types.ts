import type { BalanceSchema, TransactionSchema } from "@pix/core/ledger/balances";
import type { z } from "@pix/core/zod";

export type BalanceJson = z.infer<typeof BalanceSchema>;
export type TransactionJson = z.infer<typeof TransactionSchema>;

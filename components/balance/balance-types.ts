import type { BalanceSchema, TransactionSchema } from "@pix/core/ledger/balances";
import type { StatementTotalsSchema } from "@pix/core/ledger/statement-totals";
import type { ReserveHoldSchema } from "@pix/core/reserves/schema";
import type { z } from "@pix/core/zod";

export type BalanceJson = z.infer<typeof BalanceSchema>;
export type TransactionJson = z.infer<typeof TransactionSchema>;
export type StatementTotalsJson = z.infer<typeof StatementTotalsSchema>;
export type ReserveHoldJson = z.infer<typeof ReserveHoldSchema>;

/** The statement's period as inclusive São Paulo days: its list, totals, CSV and OFX. */
export type StatementRange = { startDate: string; endDate: string };

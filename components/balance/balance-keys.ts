import type { StatementRange } from "./balance-types";

/** The balance and the statement share a root, since every movement of money changes both. */
export const balanceKeys = {
  all: ["balance"] as const,
  current: () => [...balanceKeys.all, "current"] as const,
  statement: (page: number, range: StatementRange) => [...balanceKeys.all, "statement", page, range] as const,
  totals: (range: StatementRange) => [...balanceKeys.all, "totals", range] as const,
  reserve: (page: number) => [...balanceKeys.all, "reserve", page] as const,
  reserveOf: (paymentId: string) => [...balanceKeys.all, "reserve-of", paymentId] as const,
  holds: () => [...balanceKeys.all, "holds"] as const,
};

/** The balance and the statement share a root, since every movement of money changes both. */
export const balanceKeys = {
  all: ["balance"] as const,
  current: () => [...balanceKeys.all, "current"] as const,
  statement: (page: number, range: { startDate?: string; endDate?: string }) =>
    [...balanceKeys.all, "statement", page, range] as const,
  holds: () => [...balanceKeys.all, "holds"] as const,
};

/** The balance and the statement share a root, since every movement of money changes both. */
export const balanceKeys = {
  all: ["balance"] as const,
  current: () => [...balanceKeys.all, "current"] as const,
  statement: (page: number) => [...balanceKeys.all, "statement", page] as const,
  holds: () => [...balanceKeys.all, "holds"] as const,
};

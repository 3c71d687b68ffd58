import "#server-only";
// Months in UTC, as the partitions' bounds and names (<table>_YYYY_MM) are written here and in the migrations
// 20261128012800_partitioned_history, 20261128050000_partitioned_payments and 20261128090000_partitioned_ledger.

/** A calendar month in UTC; `month` is 1-12. */
export type Month = { year: number; month: number };

/** The tables partitioned by month, each by the instant its month is read from. */
export const PARTITIONED_TABLES = {
  payments: "createdAt",
  provider_events: "receivedAt",
  email_outbox: "createdAt",
  webhook_deliveries: "createdAt",
  webhook_attempts: "createdAt",
  ledger_journals: "createdAt",
  ledger_entries: "createdAt",
} as const;
export type PartitionedTable = keyof typeof PARTITIONED_TABLES;

export function isPartitionedTable(name: string): name is PartitionedTable {
  return Object.hasOwn(PARTITIONED_TABLES, name);
}

export function monthOf(instant: Date): Month {
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1 };
}

export function addMonths({ year, month }: Month, count: number): Month {
  return monthOf(new Date(Date.UTC(year, month - 1 + count, 1)));
}

/** Negative when `a` comes before `b`. */
export function compareMonths(a: Month, b: Month): number {
  return a.year - b.year || a.month - b.month;
}

/** `2026-03` as a month; null for anything else. */
export function parseMonth(text: string): Month | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

export function formatMonth({ year, month }: Month): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** The first instant of the month (inclusive bound of its partition). */
export function monthStart({ year, month }: Month): Date {
  return new Date(Date.UTC(year, month - 1, 1));
}

export function partitionName(table: PartitionedTable, month: Month): string {
  return `${table}_${formatMonth(month).replace("-", "_")}`;
}

/** The month a partition's name stands for, or null when the name is not one of `table`'s partitions. */
export function monthOfPartition(table: PartitionedTable, name: string): Month | null {
  const suffix = name.startsWith(`${table}_`) ? name.slice(table.length + 1) : "";
  return parseMonth(suffix.replace("_", "-"));
}

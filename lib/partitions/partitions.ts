import "#server-only";
import { direct } from "@/lib/db/direct";
import { isUniqueViolation } from "@/lib/db/errors";
import { transaction } from "@/lib/db/transaction";
import { carriedThrough, carryEntries, lockCarriedBalances } from "@/lib/ledger/queries";
import {
  addMonths,
  compareMonths,
  formatMonth,
  type Month,
  monthOf,
  monthOfPartition,
  monthStart,
  PARTITIONED_TABLES,
  type PartitionedTable,
} from "./months";
import {
  analyzeWhole,
  createArchiveSchema,
  createMonthPartition,
  detachPartitionConcurrently,
  finishDetach,
  limitLockWait,
  monthTables,
  moveToArchive,
  openClaimsOnPaymentsOf,
} from "./queries";

/**
 * Months past the current one that always have their partitions. The job runs daily; if it stops, inserts go on until
 * the last of these months ends, and then fail (no DEFAULT partition: docs/DEPLOYMENT.md, "Partitioned history").
 */
export const MONTHS_AHEAD = 3;

const DUPLICATE_TABLE = "42P07";
const TABLES = Object.keys(PARTITIONED_TABLES) as PartitionedTable[];

export type PartitionState = "attached" | "detach pending" | "detached" | "archived";
export type Partition = {
  table: PartitionedTable;
  month: Month;
  name: string;
  state: PartitionState;
  /** The planner's estimate (pg_class.reltuples); null before the partition's first ANALYZE. */
  rowEstimate: number | null;
};

function stateOf(row: { schema: string; parent: string | null; detachPending: boolean }): PartitionState {
  if (row.schema === "archive") return "archived";
  if (!row.parent) return "detached";
  return row.detachPending ? "detach pending" : "attached";
}

/** The months of every partitioned table, attached, archived or in between, by table and month. */
export async function listPartitions(): Promise<Partition[]> {
  const partitions: Partition[] = [];
  for (const row of await monthTables(direct)) {
    for (const table of TABLES) {
      const month = monthOfPartition(table, row.name);
      // webhook_deliveries_2026_03 is no month of a table named "webhook" (a parent must match when attached).
      if (!month || (row.parent !== null && row.parent !== table)) continue;
      const rowEstimate = row.rowEstimate < 0 ? null : Number(row.rowEstimate);
      partitions.push({ table, month, name: row.name, state: stateOf(row), rowEstimate });
    }
  }
  return partitions.sort((a, b) => a.table.localeCompare(b.table) || compareMonths(a.month, b.month));
}

/**
 * Creates the partitions of `from` to `to` (both included) that do not exist, for `tables`; a month already archived is
 * left closed. Returns how many were created. Idempotent, and safe with several processes at once.
 */
export async function ensurePartitions(from: Month, to: Month, tables: readonly PartitionedTable[] = TABLES) {
  const existing = new Set((await listPartitions()).map((p) => `${p.table} ${formatMonth(p.month)}`));
  let created = 0;
  for (const table of tables) {
    for (let month = from; compareMonths(month, to) <= 0; month = addMonths(month, 1)) {
      if (existing.has(`${table} ${formatMonth(month)}`)) continue;
      try {
        await transaction(async (tx) => {
          await limitLockWait(tx);
          await createMonthPartition(tx, table, month);
        });
        created++;
      } catch (error) {
        // Another process created it between the listing and here (IF NOT EXISTS looked before that one committed).
        if (!isUniqueViolation(error) && (error as { code?: string }).code !== DUPLICATE_TABLE) throw error;
      }
    }
  }
  return created;
}

/** The recurring job: the current month's partitions and MONTHS_AHEAD more, for every partitioned table. */
export async function createPartitionsAhead(now = new Date()): Promise<number> {
  const current = monthOf(now);
  return ensurePartitions(current, addMonths(current, MONTHS_AHEAD));
}

/**
 * Days after its payment in which a payer may still get a PIX back: a devolução is accepted up to 90 days after the
 * PIX, and a MED claim within 80. A month of payments stays attached until all of them are over.
 */
export const PAYMENT_CLAIM_DAYS = 90;

/** Refuses to archive a month of payments whose money could still move: refunds, MED claims. */
async function assertPaymentsMonthClosed(month: Month, now: Date) {
  const claimsEnd = new Date(monthStart(addMonths(month, 1)).getTime() + PAYMENT_CLAIM_DAYS * 86_400_000);
  if (claimsEnd > now) {
    throw new Error(
      `payments ${formatMonth(month)} may still be refunded or claimed (MED) until ${claimsEnd.toISOString()}`,
    );
  }
  const [open] = await openClaimsOnPaymentsOf(direct, month);
  if (open!.refunds > 0 || open!.infractions > 0) {
    throw new Error(
      `payments ${formatMonth(month)}: ${open!.refunds} refunds and ${open!.infractions} infractions are still open`,
    );
  }
}

/**
 * Carries the month's ledger entries into each account's carried balance (ledger_carried_balances), once, before the
 * month leaves: an account's balance is its entries' sum, and the carried amount stands for the archived ones. Refuses
 * while an earlier month is still attached: balances are carried month by month, oldest first.
 */
async function carryLedgerMonth(month: Month) {
  const earlier = (await listPartitions()).filter(
    (p) => p.table === "ledger_entries" && compareMonths(p.month, month) < 0 && p.state !== "archived",
  );
  if (earlier.length) {
    throw new Error(
      `ledger_entries ${formatMonth(earlier[0]!.month)} first: balances are carried month by month, oldest first`,
    );
  }
  const end = monthStart(addMonths(month, 1));
  await transaction(async (tx) => {
    await lockCarriedBalances(tx);
    const [carried] = await carriedThrough(tx);
    if (carried!.through && carried!.through >= end) return;
    await carryEntries(tx, monthStart(month), end);
  });
}

/** A month of journals leaves after its entries, which name them. */
async function assertLedgerEntriesArchived(month: Month) {
  const entries = (await listPartitions()).find(
    (p) => p.table === "ledger_entries" && compareMonths(p.month, month) === 0,
  );
  if (entries && entries.state !== "archived") {
    throw new Error(`ledger_entries ${formatMonth(month)} first: its entries name these journals`);
  }
}

/** Partitioned tables joined over all their months, whose statistics as a whole the planner reads. */
const ANALYZED_WHOLE: readonly PartitionedTable[] = ["payments", "ledger_entries"];

/** The daily job: the statistics of ANALYZED_WHOLE, which autovacuum never gathers. Returns the tables analyzed. */
export async function analyzePartitionedTables(): Promise<number> {
  for (const table of ANALYZED_WHOLE) await analyzeWhole(direct, table);
  return ANALYZED_WHOLE.length;
}

export type ArchiveOutcome = "archived" | "already archived" | "no such partition";

/**
 * Detaches a past month's partition of `table` and moves it to the `archive` schema: catalog changes only, whatever
 * the month holds. Its rows leave the table (and every query of it) and stay readable as archive.<table>_YYYY_MM.
 * Resumes where an interrupted run stopped. Refuses the current month and later ones, which still receive rows, a
 * month of payments before its refunds and claims are over, a month of ledger entries before the earlier ones (it
 * carries their balances first), and a month of journals before its entries.
 */
export async function archiveMonth(table: PartitionedTable, month: Month, now = new Date()): Promise<ArchiveOutcome> {
  if (compareMonths(month, monthOf(now)) >= 0) {
    throw new Error(`${table} ${formatMonth(month)} is not over yet: only months before ${formatMonth(monthOf(now))}`);
  }
  if (table === "payments") await assertPaymentsMonthClosed(month, now);
  if (table === "ledger_journals") await assertLedgerEntriesArchived(month);
  const found = (await listPartitions()).filter((p) => p.table === table && compareMonths(p.month, month) === 0);
  if (found.some((p) => p.state === "archived")) return "already archived";
  const partition = found[0];
  if (!partition) return "no such partition";
  if (table === "ledger_entries" && partition.state === "attached") await carryLedgerMonth(month);
  if (partition.state === "attached") await detachPartitionConcurrently(direct, table, month);
  if (partition.state === "detach pending") await finishDetach(direct, table, month);
  await createArchiveSchema(direct);
  await moveToArchive(direct, table, month);
  return "archived";
}

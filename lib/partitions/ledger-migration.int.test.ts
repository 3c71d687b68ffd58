import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseBefore, type MigrationDatabase } from "@/lib/testing/migrations";
import { addMonths, formatMonth, monthOf, partitionName } from "./months";

// The migration that partitions the ledger, run on a database holding journals and entries of earlier months.
let database: MigrationDatabase;

beforeAll(async () => {
  database = await databaseBefore("partitioned_ledger");
});

afterAll(() => database.drop());

const SELLER = "11111111-1111-4111-8111-111111111111";
const AVAILABLE = "33333333-3333-4333-8333-333333333333";

it("moves every journal and entry into its month, keeps their keys and the accounts' references", async () => {
  const { client, rows } = database;
  await client.query(`
    INSERT INTO users (id, email, "passwordHash", "companyName", "updatedAt")
    VALUES ('${SELLER}', 'a@example.com', 'x', 'c', now());
    INSERT INTO ledger_accounts (id, "sellerId", type, balance, "updatedAt")
    VALUES ('${AVAILABLE}', '${SELLER}', 'SELLER_AVAILABLE', 3000, now());
    -- 30 journals of two entries (the platform's clearing account is the migrations' own), three days apart from the end of July 2026.
    CREATE TEMP TABLE dated AS
    SELECT gen_random_uuid() AS id, '2026-07-30T00:00:00Z'::timestamptz + g * interval '3 days' AS at
    FROM generate_series(1, 30) g;
    INSERT INTO ledger_journals (id, kind, "sellerId", "createdAt")
    SELECT id, 'MANUAL_ADJUSTMENT', '${SELLER}'::uuid, at FROM dated;
    INSERT INTO ledger_entries (id, "journalId", "accountId", "sellerId", amount, reason, "availableAt", "createdAt")
    SELECT gen_random_uuid(), id, '${AVAILABLE}'::uuid, '${SELLER}'::uuid, 100, 'MANUAL_ADJUSTMENT'::"LedgerReason", at, at
    FROM dated
    UNION ALL
    SELECT gen_random_uuid(), id,
      (SELECT id FROM ledger_accounts WHERE "sellerId" IS NULL AND type = 'PROVIDER_CLEARING'),
      NULL, -100, 'MANUAL_ADJUSTMENT', at, at FROM dated;`);

  await database.migrate();

  const byPartition = await rows<{ partition: string; count: number }>(`
    SELECT tableoid::regclass::text AS partition, count(*)::int AS count FROM ledger_entries GROUP BY 1 ORDER BY 1`);
  expect(Object.fromEntries(byPartition.map((row) => [row.partition, row.count]))).toEqual({
    ledger_entries_2026_08: 20,
    ledger_entries_2026_09: 20,
    ledger_entries_2026_10: 20,
  });
  for (const table of ["ledger_journals", "ledger_entries"] as const) {
    const partitions = (
      await rows<{ name: string }>(`
        SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = '${table}'::regclass`)
    ).map((row) => row.name);
    for (let month = { year: 2026, month: 8 }; formatMonth(month) <= formatMonth(addMonths(monthOf(new Date()), 3));) {
      expect(partitions).toContain(partitionName(table, month));
      month = addMonths(month, 1);
    }
  }

  // Each entry in its journal's month; every journal balanced; the account's entries still sum to its balance.
  const [joined] = await rows<{ entries: number; withJournal: number; unbalanced: number; available: string }>(`
    SELECT count(*)::int AS entries, count(j.id)::int AS "withJournal",
      (SELECT count(*) FROM (SELECT "journalId" FROM ledger_entries GROUP BY 1 HAVING sum(amount) <> 0) u)::int AS unbalanced,
      (SELECT sum(amount) FROM ledger_entries WHERE "accountId" = '${AVAILABLE}')::text AS available
    FROM ledger_entries e LEFT JOIN ledger_journals j ON j.id = e."journalId" AND j."createdAt" = e."createdAt"`);
  expect(joined).toEqual({ entries: 60, withJournal: 60, unbalanced: 0, available: "3000" });

  // Keys include the month; no foreign key between the two tables; the accounts and payment_refs still referenced.
  const keys = await rows<{ name: string; definition: string }>(`
    SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
    WHERE conrelid IN ('ledger_journals'::regclass, 'ledger_entries'::regclass) ORDER BY 1`);
  expect(keys).toEqual([
    { name: "ledger_entries_accountId_fkey", definition: expect.stringContaining("REFERENCES ledger_accounts(id)") },
    { name: "ledger_entries_pkey", definition: 'PRIMARY KEY (id, "createdAt")' },
    { name: "ledger_journals_paymentId_fkey", definition: expect.stringContaining("REFERENCES payment_refs(id)") },
    { name: "ledger_journals_pkey", definition: 'PRIMARY KEY (id, "createdAt")' },
  ]);
  expect(await rows(`SELECT count(*)::int AS count FROM ledger_carried_balances`)).toEqual([{ count: 0 }]);
  expect(await rows(`SELECT relname FROM pg_class WHERE relname LIKE '%_unpartitioned'`)).toEqual([]);
});

-- ledger_journals and ledger_entries partitioned by month of "createdAt", as payments and the history tables are
-- (lib/partitions): the current month's partitions and indexes take the writes, vacuum works month by month, and an
-- old month leaves the ledger in constant time once its balances are carried (npm run partitions:archive).
-- One migration, one transaction; the copy holds both tables locked: on a large database, run it in a quiet hour.
--
-- Keys. PostgreSQL puts the partition key in every primary key: both become (id, "createdAt"). A journal's entries
-- are written in the same statement as the journal, with its "createdAt" (lib/ledger/queries.ts, insertJournal), so
-- a journal and its entries share a month. ledger_entries' foreign key to ledger_journals is dropped: kept, it would
-- carry the journal's "createdAt", and detaching a month of journals would scan the entries for rows pointing into
-- it (not constant time). The one writer keeps it, and the ledger check finds an entry without its journal
-- (lib/ledger/integrity.ts).
--
-- Balances. An account's balance is its entries' sum (cached on seller accounts, summed on platform accounts). A
-- month archived leaves the sum: ledger_carried_balances holds, per account, the sum of its archived entries and the
-- instant up to which they are carried ("through"). Balances read the carried amount plus the entries from "through"
-- on; archiving carries a month first, in one transaction, and detaches it after.

CREATE OR REPLACE FUNCTION pg_temp.partition_by_month(tbl text, col text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old_table text := tbl || '_unpartitioned';
  this_month timestamp := date_trunc('month', now() AT TIME ZONE 'UTC');
  oldest timestamp;
  month timestamp;
BEGIN
  EXECUTE format('ALTER TABLE %I RENAME TO %I', tbl, old_table);
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS) PARTITION BY RANGE (%I)', tbl, old_table, col);
  EXECUTE format('SELECT date_trunc(''month'', min(%I) AT TIME ZONE ''UTC'') FROM %I', col, old_table) INTO oldest;
  month := least(coalesce(oldest, this_month), this_month);
  WHILE month <= this_month + interval '3 months' LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', tbl || '_' || to_char(month, 'YYYY_MM'),
      tbl, month AT TIME ZONE 'UTC', (month + interval '1 month') AT TIME ZONE 'UTC');
    month := month + interval '1 month';
  END LOOP;
END $$;

CREATE TABLE "ledger_carried_balances" (
    "accountId" UUID NOT NULL,
    "amount" BIGINT NOT NULL,
    "through" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ledger_carried_balances_pkey" PRIMARY KEY ("accountId")
);
ALTER TABLE "ledger_carried_balances" ADD CONSTRAINT "ledger_carried_balances_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "ledger_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The old tables' indexes and constraints go with them; their names are taken again below. The rows are copied
-- before the indexes are built (one sorted build per partition).
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_journalId_fkey";
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_accountId_fkey";
ALTER TABLE "ledger_journals" DROP CONSTRAINT "ledger_journals_paymentId_fkey";
SELECT pg_temp.partition_by_month('ledger_journals', 'createdAt');
SELECT pg_temp.partition_by_month('ledger_entries', 'createdAt');
ALTER TABLE "ledger_journals_unpartitioned" DROP CONSTRAINT "ledger_journals_pkey";
ALTER TABLE "ledger_entries_unpartitioned" DROP CONSTRAINT "ledger_entries_pkey";
DROP INDEX "ledger_journals_paymentId_idx";
DROP INDEX "ledger_journals_withdrawalId_idx";
DROP INDEX "ledger_entries_accountId_createdAt_idx";
DROP INDEX "ledger_entries_sellerId_createdAt_id_idx";
DROP INDEX "ledger_entries_journalId_idx";
INSERT INTO "ledger_journals" SELECT * FROM "ledger_journals_unpartitioned";
INSERT INTO "ledger_entries" SELECT * FROM "ledger_entries_unpartitioned";
DROP TABLE "ledger_journals_unpartitioned";
DROP TABLE "ledger_entries_unpartitioned";
DROP FUNCTION pg_temp.partition_by_month(text, text);

ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_pkey" PRIMARY KEY ("id", "createdAt");
CREATE INDEX "ledger_journals_paymentId_idx" ON "ledger_journals"("paymentId");
CREATE INDEX "ledger_journals_withdrawalId_idx" ON "ledger_journals"("withdrawalId");
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "payment_refs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id", "createdAt");
CREATE INDEX "ledger_entries_accountId_createdAt_idx" ON "ledger_entries"("accountId", "createdAt");
CREATE INDEX "ledger_entries_sellerId_createdAt_id_idx" ON "ledger_entries"("sellerId", "createdAt" DESC, "id" DESC);
CREATE INDEX "ledger_entries_journalId_idx" ON "ledger_entries"("journalId");
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "ledger_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Autovacuum analyzes the months, never the partitioned tables themselves (lib/partitions' daily job analyzes
-- ledger_entries, which the ledger check joins over all months).
ANALYZE "ledger_journals";
ANALYZE "ledger_entries";

-- payments partitioned by month of "createdAt" (PostgreSQL declarative partitioning), as the history tables are
-- (20261128012800_partitioned_history, lib/partitions): the current month's partition and indexes take the writes,
-- vacuum works month by month, and an old month leaves the table in constant time (npm run partitions:archive).
-- One migration, one transaction; the copy holds the table locked: on a large database, run it in a quiet hour.
--
-- PostgreSQL puts the partition key in every primary key and unique constraint, and a foreign key must reference a
-- unique constraint. What stays unique across months, and what the other tables reference, moves to the small
-- unpartitioned payment_refs, one row per payment (id, "createdAt", purchaser, txid, "providerChargeId"):
-- * its primary key keeps id unique across months (payments' own key is (id, "createdAt"));
-- * its unique indexes keep txid, and (purchaser, "providerChargeId"), unique across months: what the provider's
--   notifications and the charge's repeats find a payment by;
-- * refunds, infractions and ledger_journals reference it instead of payments. Referencing payments they would
--   have to carry the payment's "createdAt", and detaching a month would scan them (not constant time); referencing
--   payment_refs, a detach reads no other table, and a refund still cannot name a payment that never existed.
-- Triggers on payments keep payment_refs in step with every writer (the charge's insert, the seed, the tests'
-- fixtures): a row inserted with its payment in the same statement, its keys and month followed on update, removed
-- with its payment on delete, where the references' ON DELETE (RESTRICT for refunds and infractions, SET NULL for
-- journals) decides as it did on payments.

-- As in 20261128012800_partitioned_history, whose session-scoped copy migrate deploy may still hold (OR REPLACE).
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

CREATE TABLE "payment_refs" (
    "id" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "purchaser" TEXT NOT NULL,
    "txid" TEXT NOT NULL,
    "providerChargeId" TEXT,

    CONSTRAINT "payment_refs_pkey" PRIMARY KEY ("id")
);
INSERT INTO "payment_refs" ("id", "createdAt", "purchaser", "txid", "providerChargeId")
SELECT "id", "createdAt", "purchaser", "txid", "providerChargeId" FROM "payments";
CREATE UNIQUE INDEX "payment_refs_txid_key" ON "payment_refs"("txid");
CREATE UNIQUE INDEX "payment_refs_purchaser_providerChargeId_key" ON "payment_refs"("purchaser", "providerChargeId");

ALTER TABLE "refunds" DROP CONSTRAINT "refunds_paymentId_fkey";
ALTER TABLE "infractions" DROP CONSTRAINT "infractions_paymentId_fkey";
ALTER TABLE "ledger_journals" DROP CONSTRAINT "ledger_journals_paymentId_fkey";
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "payment_refs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "infractions" ADD CONSTRAINT "infractions_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "payment_refs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "payment_refs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The old table's indexes and constraints go with it; their names are taken again below. The rows are copied before
-- the indexes are built (one sorted build per partition, faster than growing them row by row).
SELECT pg_temp.partition_by_month('payments', 'createdAt');
ALTER TABLE "payments_unpartitioned" DROP CONSTRAINT "payments_pkey";
DROP INDEX "payments_txid_key";
DROP INDEX "payments_purchaser_providerChargeId_key";
DROP INDEX "payments_sellerId_createdAt_id_idx";
DROP INDEX "payments_sellerId_status_createdAt_idx";
DROP INDEX "payments_paymentLinkId_idx";
DROP INDEX "payments_status_expiresAt_idx";
DROP INDEX "payments_createdAt_idx";
DROP INDEX "payments_sellerId_customerName_idx";
DROP INDEX "payments_customerEmail_createdAt_idx";
DROP INDEX "payments_customerId_createdAt_idx";
DROP INDEX "payments_endToEndId_idx";
DROP INDEX "payments_purchaser_confirmedAt_idx";
INSERT INTO "payments" SELECT * FROM "payments_unpartitioned";
DROP TABLE "payments_unpartitioned";
DROP FUNCTION pg_temp.partition_by_month(text, text);

ALTER TABLE "payments" ADD CONSTRAINT "payments_pkey" PRIMARY KEY ("id", "createdAt");
CREATE INDEX "payments_sellerId_createdAt_id_idx" ON "payments"("sellerId", "createdAt" DESC, "id" DESC);
CREATE INDEX "payments_sellerId_status_createdAt_idx" ON "payments"("sellerId", "status", "createdAt" DESC);
CREATE INDEX "payments_paymentLinkId_idx" ON "payments"("paymentLinkId");
CREATE INDEX "payments_status_expiresAt_idx" ON "payments"("status", "expiresAt");
CREATE INDEX "payments_createdAt_idx" ON "payments"("createdAt");
CREATE INDEX "payments_sellerId_customerName_idx" ON "payments" USING GIN ("sellerId" uuid_ops, "customerName" gin_trgm_ops);
CREATE INDEX "payments_customerEmail_createdAt_idx" ON "payments"("customerEmail", "createdAt" DESC);
CREATE INDEX "payments_customerId_createdAt_idx" ON "payments"("customerId", "createdAt" DESC);
CREATE INDEX "payments_endToEndId_idx" ON "payments"("endToEndId");
CREATE INDEX "payments_purchaser_confirmedAt_idx" ON "payments"("purchaser", "confirmedAt");
ALTER TABLE "payments" ADD CONSTRAINT "payments_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "payments" ADD CONSTRAINT "payments_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "payments" ADD CONSTRAINT "payments_paymentLinkId_fkey" FOREIGN KEY ("paymentLinkId") REFERENCES "payment_links"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Statement triggers with transition tables, one statement on payment_refs per statement on payments however many
-- rows it writes. Statement triggers on the partitioned table also see a row that an update moves to another month
-- (the demo's backdating does), which row triggers would see as a delete and an insert on the partitions.
CREATE FUNCTION "payment_refs_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "payment_refs" ("id", "createdAt", "purchaser", "txid", "providerChargeId")
  SELECT "id", "createdAt", "purchaser", "txid", "providerChargeId" FROM inserted;
  RETURN NULL;
END $$;
CREATE TRIGGER "payments_refs_insert" AFTER INSERT ON "payments"
REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "payment_refs_insert"();

-- A status change leaves payment_refs unwritten: only a row whose keys or month changed is updated.
CREATE FUNCTION "payment_refs_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "payment_refs" r SET "createdAt" = n."createdAt", "purchaser" = n."purchaser", "txid" = n."txid",
    "providerChargeId" = n."providerChargeId"
  FROM updated n
  WHERE r."id" = n."id" AND (r."createdAt", r."purchaser", r."txid", r."providerChargeId")
    IS DISTINCT FROM (n."createdAt", n."purchaser", n."txid", n."providerChargeId");
  RETURN NULL;
END $$;
CREATE TRIGGER "payments_refs_update" AFTER UPDATE ON "payments"
REFERENCING NEW TABLE AS updated FOR EACH STATEMENT EXECUTE FUNCTION "payment_refs_update"();

CREATE FUNCTION "payment_refs_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "payment_refs" r USING deleted d WHERE r."id" = d."id";
  RETURN NULL;
END $$;
CREATE TRIGGER "payments_refs_delete" AFTER DELETE ON "payments"
REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION "payment_refs_delete"();

-- The update above pairs a payment's rows by id: an id never changes.
CREATE FUNCTION "payments_keep_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a payment''s id never changes (%)', OLD."id" USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER "payments_keep_id" BEFORE UPDATE OF "id" ON "payments"
FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id") EXECUTE FUNCTION "payments_keep_id"();

-- Autovacuum analyzes the months, never the partitioned table itself, whose statistics the planner reads for joins
-- over all months (lib/partitions' daily job analyzes it again).
ANALYZE "payments";
ANALYZE "payment_refs";

-- Monthly range partitions (PostgreSQL declarative partitioning) for four append-mostly history tables:
-- provider_events by "receivedAt", email_outbox, webhook_deliveries and webhook_attempts by "createdAt".
-- Old months are then detached and archived in constant time (npm run partitions:archive), and the job
-- create-partitions (lib/partitions) keeps the months ahead. One migration, one transaction (prisma.config.ts sends
-- the whole script as one query, an implicit transaction): each table is renamed, a partitioned table takes its name
-- and shape, its rows are copied, and the old table is dropped; on an empty database the copies are empty. The copy
-- holds the tables locked for its duration: on a large database, run it in a quiet hour.
--
-- Partitions are months in UTC: <table>_YYYY_MM, from the month of the oldest row (or the current month) to three
-- months ahead, as lib/partitions/months.ts names and bounds them. No DEFAULT partition: a default that holds rows
-- must be scanned whenever a month is added, and forbids DETACH ... CONCURRENTLY.
--
-- PostgreSQL puts the partition key in every primary key and unique constraint; what that changes, per table:
-- * provider_events: (provider, "eventId") dedupes the PSP's notifications and polls. Its uniqueness moves to the
--   small unpartitioned provider_event_keys, written in the same statement as the event (INSERT ... ON CONFLICT
--   DO NOTHING on the key decides). A derived key would not do: a callback and a poll of the same PIX arrive at
--   different times, and the payload's own instant is not the same field for every provider and event type.
-- * email_outbox: "dedupeKey" names a notice ("buyer.receipt:<payment>"), with no instant that a repeat reproduces
--   (a retried job queues it again with a new now()). Its uniqueness moves to email_dedupe_keys the same way.
-- * webhook_deliveries: (webhookId, eventId) stays unique with "createdAt" added, because a delivery's "createdAt"
--   is its event's "createdAt" (lib/events/queries.ts), the instant in the event's body: a repeat of the event
--   carries the same one and lands on the same row of the same partition, whatever month it arrives in.
-- * webhook_attempts: its foreign key to webhook_deliveries is dropped. Kept, it would have to carry the delivery's
--   "createdAt", and detaching a month of deliveries would scan the attempts for rows pointing into it (not constant
--   time). Integrity rests on the one writer (lib/webhooks/deliver.ts): an attempt is written only for the delivery
--   the worker has just claimed, in the transaction that records that delivery's outcome; deliveries are never
--   deleted, only archived by month with their attempts' month.

CREATE FUNCTION pg_temp.partition_by_month(tbl text, col text) RETURNS void LANGUAGE plpgsql AS $$
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

-- The foreign key that goes (see above); the old tables' indexes go with them, their names taken again below.
ALTER TABLE "webhook_attempts" DROP CONSTRAINT "webhook_attempts_deliveryId_fkey";

SELECT pg_temp.partition_by_month('provider_events', 'receivedAt');
ALTER TABLE "provider_events_unpartitioned" DROP CONSTRAINT "provider_events_pkey";
DROP INDEX "provider_events_provider_eventId_key";
ALTER TABLE "provider_events" ADD CONSTRAINT "provider_events_pkey" PRIMARY KEY ("id", "receivedAt");
CREATE TABLE "provider_event_keys" (
    "provider" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,

    CONSTRAINT "provider_event_keys_pkey" PRIMARY KEY ("provider","eventId")
);
INSERT INTO "provider_events" SELECT * FROM "provider_events_unpartitioned";
INSERT INTO "provider_event_keys" SELECT "provider", "eventId" FROM "provider_events_unpartitioned";
DROP TABLE "provider_events_unpartitioned";

SELECT pg_temp.partition_by_month('email_outbox', 'createdAt');
ALTER TABLE "email_outbox_unpartitioned" DROP CONSTRAINT "email_outbox_pkey";
DROP INDEX "email_outbox_dedupeKey_key";
DROP INDEX "email_outbox_status_nextAttemptAt_idx";
DROP INDEX "email_outbox_createdAt_id_idx";
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_pkey" PRIMARY KEY ("id", "createdAt");
CREATE INDEX "email_outbox_status_nextAttemptAt_idx" ON "email_outbox"("status", "nextAttemptAt");
CREATE INDEX "email_outbox_createdAt_id_idx" ON "email_outbox"("createdAt", "id");
CREATE TABLE "email_dedupe_keys" (
    "dedupeKey" TEXT NOT NULL,

    CONSTRAINT "email_dedupe_keys_pkey" PRIMARY KEY ("dedupeKey")
);
INSERT INTO "email_outbox" SELECT * FROM "email_outbox_unpartitioned";
INSERT INTO "email_dedupe_keys" SELECT "dedupeKey" FROM "email_outbox_unpartitioned";
DROP TABLE "email_outbox_unpartitioned";

SELECT pg_temp.partition_by_month('webhook_deliveries', 'createdAt');
ALTER TABLE "webhook_deliveries_unpartitioned" DROP CONSTRAINT "webhook_deliveries_pkey";
ALTER TABLE "webhook_deliveries_unpartitioned" DROP CONSTRAINT "webhook_deliveries_webhookId_fkey";
DROP INDEX "webhook_deliveries_webhookId_eventId_key";
DROP INDEX "webhook_deliveries_status_nextAttemptAt_idx";
DROP INDEX "webhook_deliveries_webhookId_createdAt_idx";
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id", "createdAt");
CREATE UNIQUE INDEX "webhook_deliveries_webhookId_eventId_createdAt_key" ON "webhook_deliveries"("webhookId", "eventId", "createdAt");
CREATE INDEX "webhook_deliveries_status_nextAttemptAt_idx" ON "webhook_deliveries"("status", "nextAttemptAt");
CREATE INDEX "webhook_deliveries_webhookId_createdAt_idx" ON "webhook_deliveries"("webhookId", "createdAt");
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhookId_fkey" FOREIGN KEY ("webhookId") REFERENCES "seller_webhooks"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
INSERT INTO "webhook_deliveries" SELECT * FROM "webhook_deliveries_unpartitioned";
DROP TABLE "webhook_deliveries_unpartitioned";

SELECT pg_temp.partition_by_month('webhook_attempts', 'createdAt');
ALTER TABLE "webhook_attempts_unpartitioned" DROP CONSTRAINT "webhook_attempts_pkey";
DROP INDEX "webhook_attempts_deliveryId_number_idx";
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_pkey" PRIMARY KEY ("id", "createdAt");
CREATE INDEX "webhook_attempts_deliveryId_number_idx" ON "webhook_attempts"("deliveryId", "number");
INSERT INTO "webhook_attempts" SELECT * FROM "webhook_attempts_unpartitioned";
DROP TABLE "webhook_attempts_unpartitioned";

-- The trigram index of payments' buyer names with a pending list of at most 64 kB (PostgreSQL's default is 4 MB).
-- GIN's fast update queues new entries in an unsorted pending list until it is full or vacuumed, and every search
-- reads that list whole: after a few thousand charges the current month's list held 374 pages, and a name no payment
-- has took 18-20 ms to rule out instead of 2-4 (docs/PERFORMANCE.md, run 9). A short list keeps the batching that makes
-- an insert cheap and bounds what a search reads. A partitioned index takes no ALTER ... SET: it is built again with
-- the setting, which each month's index, and every month created later, copies.
DROP INDEX "payments_sellerId_customerName_idx";
CREATE INDEX "payments_sellerId_customerName_idx" ON "payments" USING GIN ("sellerId" uuid_ops, "customerName" gin_trgm_ops)
  WITH (gin_pending_list_limit = 64);

-- The platform account of PIX received that credit no one (a migration of its own: PostgreSQL
-- cannot use an enum value in the transaction that added it).
INSERT INTO "ledger_accounts" ("id", "sellerId", "type", "balance", "updatedAt") VALUES
  (gen_random_uuid(), NULL, 'UNMATCHED_RECEIPTS', 0, CURRENT_TIMESTAMP);

-- DropIndex
DROP INDEX "ledger_entries_sellerId_createdAt_id_idx";

-- DropIndex
DROP INDEX "payments_sellerId_createdAt_id_idx";

-- CreateIndex
CREATE INDEX "ledger_entries_sellerId_createdAt_id_idx" ON "ledger_entries"("sellerId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "payments_sellerId_createdAt_id_idx" ON "payments"("sellerId", "createdAt" DESC, "id" DESC);


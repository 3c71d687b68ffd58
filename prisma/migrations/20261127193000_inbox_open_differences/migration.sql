-- CreateIndex
CREATE INDEX "reconciliation_differences_status_createdAt_idx" ON "reconciliation_differences"("status", "createdAt");

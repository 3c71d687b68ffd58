-- CreateIndex
CREATE INDEX "reserve_holds_sellerId_releasedAt_releaseAt_id_idx" ON "reserve_holds"("sellerId", "releasedAt" DESC, "releaseAt", "id");

-- A seller's days (a list's page, a report's range) read from the index alone: the rows, one per seller, day and status,
-- are folded a day at a time for every seller, so a seller's year touched about a thousand pages of the table. The
-- table has one row per seller-day-status, not per payment: the build takes seconds.
-- CreateIndex
CREATE INDEX "payment_daily_totals_seller_days_idx" ON "payment_daily_totals"("sellerId", "day", "status", "count", "amount", "net", "gatewayFee");


-- DropIndex
DROP INDEX "payment_monthly_totals_status_month_idx";

-- DropIndex
DROP INDEX "payment_yearly_totals_status_year_idx";

-- CreateIndex
CREATE INDEX "payment_monthly_totals_status_month_sellerId_dayCounts_dayA_idx" ON "payment_monthly_totals"("status", "month", "sellerId", "dayCounts", "dayAmounts");

-- CreateIndex
CREATE INDEX "payment_yearly_totals_status_year_sellerId_monthCounts_mont_idx" ON "payment_yearly_totals"("status", "year", "sellerId", "monthCounts", "monthAmounts");


-- CreateTable
CREATE TABLE "payment_monthly_totals" (
    "sellerId" UUID NOT NULL,
    "month" DATE NOT NULL,
    "status" "PaymentStatus" NOT NULL,
    "count" INTEGER NOT NULL,
    "amount" BIGINT NOT NULL,
    "net" BIGINT NOT NULL,
    "gatewayFee" BIGINT NOT NULL,

    CONSTRAINT "payment_monthly_totals_pkey" PRIMARY KEY ("sellerId","month","status")
);

-- CreateIndex
CREATE INDEX "payment_monthly_totals_status_month_sellerId_amount_count_idx" ON "payment_monthly_totals"("status", "month", "sellerId", "amount", "count");

-- CreateIndex
CREATE INDEX "payment_daily_totals_status_day_sellerId_amount_count_idx" ON "payment_daily_totals"("status", "day", "sellerId", "amount", "count");


-- Whole months of the per-seller folded totals. Run with the job workers stopped, like the
-- platform totals before it: a fold by a previous release would not reach this table.
INSERT INTO "payment_monthly_totals" ("sellerId", "month", "status", "count", "amount", "net", "gatewayFee")
SELECT "sellerId", date_trunc('month', "day"::timestamp)::date, "status", sum("count"), sum("amount"), sum("net"), sum("gatewayFee")
FROM "payment_daily_totals"
GROUP BY 1, 2, 3;

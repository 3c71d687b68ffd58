-- CreateTable
CREATE TABLE "payment_platform_daily_totals" (
    "day" DATE NOT NULL,
    "status" "PaymentStatus" NOT NULL,
    "count" INTEGER NOT NULL,
    "amount" BIGINT NOT NULL,
    "net" BIGINT NOT NULL,
    "gatewayFee" BIGINT NOT NULL,

    CONSTRAINT "payment_platform_daily_totals_pkey" PRIMARY KEY ("day","status")
);


-- The platform totals start as the sum of the per-seller folded totals, and the fold keeps both in step
-- from then on (the unfolded deltas are added by readers and folded into both). Run this with the
-- job workers stopped: a fold by a previous release committing during this statement would reach
-- payment_daily_totals only.
INSERT INTO "payment_platform_daily_totals" ("day", "status", "count", "amount", "net", "gatewayFee")
SELECT "day", "status", sum("count"), sum("amount"), sum("net"), sum("gatewayFee")
FROM "payment_daily_totals"
GROUP BY 1, 2;

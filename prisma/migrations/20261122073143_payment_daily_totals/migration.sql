-- CreateTable
CREATE TABLE "payment_daily_totals" (
    "sellerId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "status" "PaymentStatus" NOT NULL,
    "count" INTEGER NOT NULL,
    "amount" BIGINT NOT NULL,
    "net" BIGINT NOT NULL,

    CONSTRAINT "payment_daily_totals_pkey" PRIMARY KEY ("sellerId","day","status")
);

-- CreateTable
CREATE TABLE "payment_stat_deltas" (
    "id" BIGSERIAL NOT NULL,
    "sellerId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "status" "PaymentStatus" NOT NULL,
    "count" INTEGER NOT NULL,
    "amount" BIGINT NOT NULL,
    "net" BIGINT NOT NULL,

    CONSTRAINT "payment_stat_deltas_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "payment_daily_totals_day_status_idx" ON "payment_daily_totals"("day", "status");

-- CreateIndex
CREATE INDEX "payment_stat_deltas_sellerId_day_idx" ON "payment_stat_deltas"("sellerId", "day");

-- CreateIndex
CREATE INDEX "payment_stat_deltas_day_idx" ON "payment_stat_deltas"("day");


-- Totals of the payments that exist already.
INSERT INTO "payment_daily_totals" ("sellerId", "day", "status", "count", "amount", "net")
SELECT "sellerId", ("createdAt" AT TIME ZONE 'America/Sao_Paulo')::date, "status", count(*), sum("amount"), sum("amount" - "serviceFee" - "gatewayFee")
FROM "payments"
GROUP BY 1, 2, 3;

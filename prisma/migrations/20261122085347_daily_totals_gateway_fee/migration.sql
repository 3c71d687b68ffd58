-- AlterTable
ALTER TABLE "payment_daily_totals" ADD COLUMN     "gatewayFee" BIGINT NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "payment_stat_deltas" ADD COLUMN     "gatewayFee" BIGINT NOT NULL DEFAULT 0;


-- Recount every total from the payments themselves, now with the gateway fees.
DELETE FROM "payment_stat_deltas";
DELETE FROM "payment_daily_totals";
INSERT INTO "payment_daily_totals" ("sellerId", "day", "status", "count", "amount", "net", "gatewayFee")
SELECT "sellerId", ("createdAt" AT TIME ZONE 'America/Sao_Paulo')::date, "status", count(*), sum("amount"), sum("amount" - "serviceFee" - "gatewayFee"), sum("gatewayFee")
FROM "payments"
GROUP BY 1, 2, 3;

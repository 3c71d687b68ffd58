-- The month's count and amount are the last elements of its running totals (dayCounts[31],
-- dayAmounts[31]), and no report reads a month's net or gateway fee (the daily totals keep them).
-- AlterTable
ALTER TABLE "payment_monthly_totals" DROP COLUMN "amount",
DROP COLUMN "count",
DROP COLUMN "gatewayFee",
DROP COLUMN "net";


-- DropIndex
DROP INDEX "payment_daily_totals_status_day_sellerId_amount_count_idx";

-- DropIndex
DROP INDEX "payment_monthly_totals_status_month_sellerId_amount_count_idx";

-- AlterTable
ALTER TABLE "payment_monthly_totals" ADD COLUMN     "dayAmounts" BIGINT[],
ADD COLUMN     "dayCounts" INTEGER[];

-- CreateTable
CREATE TABLE "payment_yearly_totals" (
    "sellerId" UUID NOT NULL,
    "year" DATE NOT NULL,
    "status" "PaymentStatus" NOT NULL,
    "monthCounts" INTEGER[],
    "monthAmounts" BIGINT[],

    CONSTRAINT "payment_yearly_totals_pkey" PRIMARY KEY ("sellerId","year","status")
);

-- CreateIndex
CREATE INDEX "payment_yearly_totals_status_year_idx" ON "payment_yearly_totals"("status", "year");

-- CreateIndex
CREATE INDEX "payment_monthly_totals_status_month_idx" ON "payment_monthly_totals"("status", "month");


-- The running totals of the months and years folded so far, from the daily totals. Run with the
-- job workers stopped, like the monthly totals before it: a fold by a previous release would not
-- fill the new columns.
UPDATE "payment_monthly_totals" m SET "dayCounts" = r."dayCounts", "dayAmounts" = r."dayAmounts"
FROM (
  SELECT "sellerId", "month", "status", array_agg(run_count ORDER BY i)::int[] AS "dayCounts", array_agg(run_amount ORDER BY i)::bigint[] AS "dayAmounts"
  FROM (
    SELECT k."sellerId", k."month", k."status", i,
           sum(coalesce(d."count", 0)) OVER w AS run_count, sum(coalesce(d."amount", 0)) OVER w AS run_amount
    FROM "payment_monthly_totals" k
    CROSS JOIN generate_series(1, 31) AS i
    LEFT JOIN "payment_daily_totals" d ON d."sellerId" = k."sellerId" AND d."status" = k."status" AND d."day" = k."month" + (i - 1)
      AND d."day" < (k."month" + interval '1 month')::date
    WINDOW w AS (PARTITION BY k."sellerId", k."month", k."status" ORDER BY i)
  ) days
  GROUP BY 1, 2, 3
) r
WHERE m."sellerId" = r."sellerId" AND m."month" = r."month" AND m."status" = r."status";

INSERT INTO "payment_yearly_totals" ("sellerId", "year", "status", "monthCounts", "monthAmounts")
SELECT "sellerId", "year", "status", array_agg(run_count ORDER BY i)::int[], array_agg(run_amount ORDER BY i)::bigint[]
FROM (
  SELECT k."sellerId", k."year", k."status", i,
         sum(coalesce(m."count", 0)) OVER w AS run_count, sum(coalesce(m."amount", 0)) OVER w AS run_amount
  FROM (SELECT DISTINCT "sellerId", date_trunc('year', "month"::timestamp)::date AS "year", "status" FROM "payment_monthly_totals") k
  CROSS JOIN generate_series(1, 12) AS i
  LEFT JOIN "payment_monthly_totals" m ON m."sellerId" = k."sellerId" AND m."status" = k."status" AND m."month" = (k."year" + make_interval(months => i - 1))::date
  WINDOW w AS (PARTITION BY k."sellerId", k."year", k."status" ORDER BY i)
) months
GROUP BY 1, 2, 3;

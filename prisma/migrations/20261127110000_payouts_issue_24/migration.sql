-- AlterTable
ALTER TABLE "withdrawals" ADD COLUMN     "payoutAskedAt" TIMESTAMPTZ(3);

-- A withdrawal approved before this release was asked of its PSP at its approval, unless its key's 24 h hold had not
-- ended yet: counted as asked, so that a refusal of a repeat never fails one whose first answer was lost.
UPDATE "withdrawals" SET "payoutAskedAt" = "reviewedAt"
WHERE "status" IN ('PROCESSING', 'COMPLETED', 'FAILED') AND "reviewedAt" IS NOT NULL
  AND ("providerPayoutId" IS NOT NULL OR "payableFrom" IS NULL OR "payableFrom" <= now());

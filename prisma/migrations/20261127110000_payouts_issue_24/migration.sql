-- AlterTable
ALTER TABLE "withdrawals" ADD COLUMN     "payoutAskedAt" TIMESTAMPTZ(3);

-- A withdrawal approved before this release was asked of its PSP at its approval, unless its key's 24 h hold had not
-- ended yet: counted as asked, so that a refusal of a repeat never fails one whose first answer was lost.
UPDATE "withdrawals" SET "payoutAskedAt" = "reviewedAt"
WHERE "status" IN ('PROCESSING', 'COMPLETED', 'FAILED') AND "reviewedAt" IS NOT NULL
  AND ("providerPayoutId" IS NOT NULL OR "payableFrom" IS NULL OR "payableFrom" <= now());

-- AlterTable
ALTER TABLE "withdrawals" ADD COLUMN     "returnedAmount" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "withdrawal_returns" (
    "id" UUID NOT NULL,
    "withdrawalId" UUID NOT NULL,
    "returnId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "returnedAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "withdrawal_returns_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "withdrawal_returns_withdrawalId_returnId_key" ON "withdrawal_returns"("withdrawalId", "returnId");

-- AddForeignKey
ALTER TABLE "withdrawal_returns" ADD CONSTRAINT "withdrawal_returns_withdrawalId_fkey" FOREIGN KEY ("withdrawalId") REFERENCES "withdrawals"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

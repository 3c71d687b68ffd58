-- AlterTable
ALTER TABLE "withdrawals" ADD COLUMN     "endToEndId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "withdrawals_endToEndId_key" ON "withdrawals"("endToEndId");

-- AlterTable
ALTER TABLE "withdrawals" ADD COLUMN     "payableFrom" TIMESTAMPTZ(3),
ADD COLUMN     "payoutKeyId" UUID;

-- CreateTable
CREATE TABLE "payout_keys" (
    "id" UUID NOT NULL,
    "sellerId" UUID NOT NULL,
    "pixKey" TEXT NOT NULL,
    "pixKeyType" "PixKeyType" NOT NULL,
    "current" BOOLEAN DEFAULT true,
    "holderVerified" BOOLEAN NOT NULL,
    "payableFrom" TIMESTAMPTZ(3),
    "approvedAt" TIMESTAMPTZ(3),
    "approvedBy" UUID,
    "createdBy" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "replacedAt" TIMESTAMPTZ(3),

    CONSTRAINT "payout_keys_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "payout_keys_sellerId_createdAt_idx" ON "payout_keys"("sellerId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "payout_keys_sellerId_current_key" ON "payout_keys"("sellerId", "current");

-- AddForeignKey
ALTER TABLE "payout_keys" ADD CONSTRAINT "payout_keys_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payoutKeyId_fkey" FOREIGN KEY ("payoutKeyId") REFERENCES "payout_keys"("id") ON DELETE SET NULL ON UPDATE CASCADE;



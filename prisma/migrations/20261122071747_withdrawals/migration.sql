-- CreateEnum
CREATE TYPE "WithdrawalMode" AS ENUM ('MANUAL', 'AUTOMATIC');

-- CreateEnum
CREATE TYPE "PixKeyType" AS ENUM ('CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP');

-- CreateEnum
CREATE TYPE "WithdrawalStatus" AS ENUM ('REQUESTED', 'PROCESSING', 'COMPLETED', 'FAILED', 'REJECTED', 'CANCELLED');

-- CreateTable
CREATE TABLE "withdrawal_configs" (
    "sellerId" UUID NOT NULL,
    "minAmount" INTEGER NOT NULL,
    "maxAmount" INTEGER NOT NULL,
    "dailyLimit" INTEGER NOT NULL,
    "feeType" "FeeType" NOT NULL,
    "feeValue" INTEGER NOT NULL,
    "mode" "WithdrawalMode" NOT NULL,
    "allowApi" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "withdrawal_configs_pkey" PRIMARY KEY ("sellerId")
);

-- CreateTable
CREATE TABLE "withdrawals" (
    "id" UUID NOT NULL,
    "sellerId" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "fee" INTEGER NOT NULL,
    "netAmount" INTEGER NOT NULL,
    "pixKey" TEXT NOT NULL,
    "pixKeyType" "PixKeyType" NOT NULL,
    "status" "WithdrawalStatus" NOT NULL DEFAULT 'REQUESTED',
    "provider" TEXT NOT NULL,
    "providerPayoutId" TEXT,
    "requestedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewedAt" TIMESTAMPTZ(3),
    "reviewedBy" UUID,
    "completedAt" TIMESTAMPTZ(3),
    "rejectionReason" TEXT,
    "failureReason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "withdrawals_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "withdrawals_sellerId_requestedAt_id_idx" ON "withdrawals"("sellerId", "requestedAt" DESC, "id");

-- CreateIndex
CREATE INDEX "withdrawals_status_requestedAt_idx" ON "withdrawals"("status", "requestedAt");

-- CreateIndex
CREATE UNIQUE INDEX "withdrawals_provider_providerPayoutId_key" ON "withdrawals"("provider", "providerPayoutId");

-- AddForeignKey
ALTER TABLE "withdrawal_configs" ADD CONSTRAINT "withdrawal_configs_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Provider events are about charges and payouts alike.
ALTER TABLE "provider_events" RENAME COLUMN "chargeId" TO "reference";

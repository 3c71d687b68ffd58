-- CreateEnum
CREATE TYPE "UnmatchedPixReason" AS ENUM ('AMOUNT_MISMATCH', 'PAID_AFTER_CANCEL');

-- CreateEnum
CREATE TYPE "UnmatchedPixStatus" AS ENUM ('HELD', 'RETURNING', 'RETURNED', 'RETURN_FAILED');

-- AlterEnum
ALTER TYPE "LedgerAccountType" ADD VALUE 'UNMATCHED_RECEIPTS';

-- CreateTable
CREATE TABLE "unmatched_pix" (
    "id" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "endToEndId" TEXT NOT NULL,
    "paymentId" UUID NOT NULL,
    "sellerId" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "reason" "UnmatchedPixReason" NOT NULL,
    "status" "UnmatchedPixStatus" NOT NULL DEFAULT 'HELD',
    "devolucaoId" TEXT NOT NULL,
    "failureReason" TEXT,
    "returnedBy" UUID,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL,
    "returnedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "unmatched_pix_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "unmatched_pix_status_createdAt_idx" ON "unmatched_pix"("status", "createdAt");

-- CreateIndex
CREATE INDEX "unmatched_pix_createdAt_idx" ON "unmatched_pix"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "unmatched_pix_provider_endToEndId_key" ON "unmatched_pix"("provider", "endToEndId");


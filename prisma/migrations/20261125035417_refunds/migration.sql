-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('PENDING_PROVIDER', 'PROCESSING', 'DONE', 'FAILED');

-- AlterEnum
ALTER TYPE "LedgerAccountType" ADD VALUE 'SELLER_PENDING_REFUND';

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "endToEndId" TEXT,
ADD COLUMN     "refundedAmount" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "refunds" (
    "id" UUID NOT NULL,
    "paymentId" UUID NOT NULL,
    "sellerId" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "reason" TEXT,
    "status" "RefundStatus" NOT NULL DEFAULT 'PENDING_PROVIDER',
    "providerRefundId" TEXT NOT NULL,
    "nature" TEXT NOT NULL DEFAULT 'ORIGINAL',
    "failureReason" TEXT,
    "requestedBy" UUID,
    "idempotencyScope" TEXT,
    "idempotencyKey" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMPTZ(3),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "refunds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "refunds_paymentId_createdAt_idx" ON "refunds"("paymentId", "createdAt");

-- CreateIndex
CREATE INDEX "refunds_status_createdAt_idx" ON "refunds"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "refunds_paymentId_providerRefundId_key" ON "refunds"("paymentId", "providerRefundId");

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Payments refunded before refunds had rows of their own: one done refund of the whole amount each.
UPDATE "payments" SET "refundedAmount" = "amount" WHERE "status" = 'REFUNDED';
INSERT INTO "refunds" ("id", "paymentId", "sellerId", "amount", "status", "providerRefundId", "createdAt", "completedAt", "updatedAt")
SELECT gen_random_uuid(), "id", "sellerId", "amount", 'DONE', replace("id"::text, '-', ''), COALESCE("refundedAt", "updatedAt"), COALESCE("refundedAt", "updatedAt"), now()
FROM "payments" WHERE "status" = 'REFUNDED';

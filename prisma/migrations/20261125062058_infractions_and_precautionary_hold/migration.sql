-- CreateEnum
CREATE TYPE "InfractionStatus" AS ENUM ('OPEN', 'REFUNDING', 'REFUNDED', 'RELEASED', 'MED_RETURNED');

-- CreateEnum
CREATE TYPE "ReserveHoldKind" AS ENUM ('ROLLING', 'PRECAUTIONARY');

-- DropIndex
DROP INDEX "reserve_holds_paymentId_key";

-- AlterTable
ALTER TABLE "reserve_configs" ADD COLUMN     "newSellerDays" INTEGER NOT NULL DEFAULT 30,
ADD COLUMN     "newSellerHoldAbove" INTEGER NOT NULL DEFAULT 100000,
ADD COLUMN     "newSellerHoldHours" INTEGER NOT NULL DEFAULT 72;

-- AlterTable
ALTER TABLE "reserve_holds" ADD COLUMN     "kind" "ReserveHoldKind" NOT NULL DEFAULT 'ROLLING';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "approvedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "infractions" (
    "id" UUID NOT NULL,
    "paymentId" UUID NOT NULL,
    "sellerId" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "status" "InfractionStatus" NOT NULL DEFAULT 'OPEN',
    "openedBy" UUID,
    "openedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deadlineAt" TIMESTAMPTZ(3) NOT NULL,
    "resolvedBy" UUID,
    "resolvedAt" TIMESTAMPTZ(3),
    "resolutionNote" TEXT,
    "refundId" UUID,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "infractions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "infractions_refundId_key" ON "infractions"("refundId");

-- CreateIndex
CREATE INDEX "infractions_paymentId_idx" ON "infractions"("paymentId");

-- CreateIndex
CREATE INDEX "infractions_status_deadlineAt_idx" ON "infractions"("status", "deadlineAt");

-- CreateIndex
CREATE INDEX "infractions_sellerId_openedAt_idx" ON "infractions"("sellerId", "openedAt" DESC);

-- CreateIndex
CREATE INDEX "infractions_openedAt_id_idx" ON "infractions"("openedAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "reserve_holds_paymentId_kind_key" ON "reserve_holds"("paymentId", "kind");

-- AddForeignKey
ALTER TABLE "infractions" ADD CONSTRAINT "infractions_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Sellers approved before this column existed: their company's review date, when there is one.
UPDATE "users" u SET "approvedAt" = e."reviewedAt"
FROM (SELECT "userId", max("reviewedAt") AS "reviewedAt" FROM "enterprises" WHERE "status" = 'APPROVED' GROUP BY "userId") e
WHERE u.id = e."userId" AND u."approved";

-- CreateEnum
CREATE TYPE "ReconciliationRunStatus" AS ENUM ('RUNNING', 'DONE', 'FAILED');

-- CreateEnum
CREATE TYPE "ReconciliationDifferenceKind" AS ENUM ('MISSING_OURS', 'MISSING_PSP', 'AMOUNT_DIFFERS');

-- CreateEnum
CREATE TYPE "ReconciliationSubject" AS ENUM ('RECEIVED_PIX', 'PAYOUT');

-- CreateEnum
CREATE TYPE "ReconciliationDifferenceStatus" AS ENUM ('OPEN', 'RESOLVED');

-- CreateEnum
CREATE TYPE "ReconciliationResolution" AS ENUM ('CREDITED', 'REFUNDED', 'EXPLAINED', 'CLEARED');

-- CreateTable
CREATE TABLE "reconciliation_runs" (
    "id" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "status" "ReconciliationRunStatus" NOT NULL DEFAULT 'RUNNING',
    "pspCount" INTEGER NOT NULL DEFAULT 0,
    "ourCount" INTEGER NOT NULL DEFAULT 0,
    "matchedCount" INTEGER NOT NULL DEFAULT 0,
    "differenceCount" INTEGER NOT NULL DEFAULT 0,
    "failureReason" TEXT,
    "startedBy" UUID,
    "startedAt" TIMESTAMPTZ(3) NOT NULL,
    "finishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "reconciliation_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reconciliation_differences" (
    "id" UUID NOT NULL,
    "runId" UUID NOT NULL,
    "subject" "ReconciliationSubject" NOT NULL DEFAULT 'RECEIVED_PIX',
    "kind" "ReconciliationDifferenceKind" NOT NULL,
    "reference" TEXT NOT NULL,
    "txid" TEXT,
    "paymentId" UUID,
    "withdrawalId" UUID,
    "pspAmount" INTEGER,
    "pspRefunded" INTEGER,
    "ourAmount" INTEGER,
    "ourRefunded" INTEGER,
    "status" "ReconciliationDifferenceStatus" NOT NULL DEFAULT 'OPEN',
    "resolution" "ReconciliationResolution",
    "note" TEXT,
    "resolvedBy" UUID,
    "resolvedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reconciliation_differences_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "reconciliation_runs_day_idx" ON "reconciliation_runs"("day" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "reconciliation_runs_provider_day_key" ON "reconciliation_runs"("provider", "day");

-- CreateIndex
CREATE INDEX "reconciliation_differences_runId_status_createdAt_idx" ON "reconciliation_differences"("runId", "status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "reconciliation_differences_runId_subject_reference_key" ON "reconciliation_differences"("runId", "subject", "reference");

-- CreateIndex
CREATE INDEX "payments_purchaser_confirmedAt_idx" ON "payments"("purchaser", "confirmedAt");

-- AddForeignKey
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_runId_fkey" FOREIGN KEY ("runId") REFERENCES "reconciliation_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- CreateEnum
CREATE TYPE "IntentState" AS ENUM ('PENDING_PROVIDER', 'DONE', 'FAILED');

-- CreateTable
CREATE TABLE "charge_intents" (
    "id" UUID NOT NULL,
    "sellerId" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "txid" TEXT NOT NULL,
    "state" "IntentState" NOT NULL DEFAULT 'PENDING_PROVIDER',
    "payload" JSONB NOT NULL,
    "idempotencyScope" TEXT,
    "idempotencyKey" TEXT,
    "failureReason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "charge_intents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "charge_intents_txid_key" ON "charge_intents"("txid");

-- CreateIndex
CREATE INDEX "charge_intents_state_createdAt_idx" ON "charge_intents"("state", "createdAt");


-- CreateEnum
CREATE TYPE "FeeTarget" AS ENUM ('SERVICE', 'GATEWAY');

-- CreateEnum
CREATE TYPE "FeeType" AS ENUM ('FIXED', 'PERCENTAGE');

-- CreateEnum
CREATE TYPE "DocumentKind" AS ENUM ('CPF', 'CNPJ');

-- CreateEnum
CREATE TYPE "PaymentLinkStatus" AS ENUM ('ACTIVE', 'INACTIVE');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('CREATED', 'PENDING', 'FINISHED', 'CANCELLED', 'REFUNDED');

-- CreateEnum
CREATE TYPE "LedgerAccountType" AS ENUM ('SELLER_AVAILABLE', 'SELLER_RESERVED', 'SELLER_PENDING_WITHDRAWAL', 'PROVIDER_CLEARING', 'PLATFORM_FEES', 'GATEWAY_FEES');

-- CreateEnum
CREATE TYPE "LedgerReason" AS ENUM ('PAYMENT_RECEIVED', 'SYSTEM_FEE', 'RETENTION', 'RETENTION_RELEASE', 'WITHDRAWAL', 'WITHDRAWAL_FEE', 'WITHDRAWAL_REVERSAL', 'REFUND', 'MANUAL_ADJUSTMENT');

-- CreateTable
CREATE TABLE "fees" (
    "id" UUID NOT NULL,
    "sellerId" UUID,
    "target" "FeeTarget" NOT NULL,
    "feeType" "FeeType" NOT NULL,
    "feeValue" INTEGER NOT NULL,
    "description" TEXT,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "fees_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customers" (
    "id" UUID NOT NULL,
    "sellerId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "documentType" "DocumentKind" NOT NULL,
    "documentNumber" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "customers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_links" (
    "id" UUID NOT NULL,
    "sellerId" UUID NOT NULL,
    "description" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "status" "PaymentLinkStatus" NOT NULL DEFAULT 'ACTIVE',
    "qtdPayments" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "deactivatedAt" TIMESTAMPTZ(3),

    CONSTRAINT "payment_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payments" (
    "id" UUID NOT NULL,
    "sellerId" UUID NOT NULL,
    "customerId" UUID NOT NULL,
    "paymentLinkId" UUID,
    "externalId" TEXT,
    "method" TEXT NOT NULL DEFAULT 'pix',
    "amount" INTEGER NOT NULL,
    "serviceFee" INTEGER NOT NULL,
    "gatewayFee" INTEGER NOT NULL,
    "status" "PaymentStatus" NOT NULL DEFAULT 'CREATED',
    "purchaser" TEXT NOT NULL,
    "providerChargeId" TEXT,
    "txid" TEXT NOT NULL,
    "qrCode" TEXT,
    "customerName" TEXT NOT NULL,
    "customerEmail" TEXT NOT NULL,
    "metadata" JSONB,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "confirmedAt" TIMESTAMPTZ(3),
    "cancelledAt" TIMESTAMPTZ(3),
    "cancelReason" TEXT,
    "refundedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "scope" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "responseStatus" INTEGER NOT NULL,
    "responseBody" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("scope","key")
);

-- CreateTable
CREATE TABLE "ledger_accounts" (
    "id" UUID NOT NULL,
    "sellerId" UUID,
    "type" "LedgerAccountType" NOT NULL,
    "balance" BIGINT NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ledger_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ledger_journals" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "paymentId" UUID,
    "withdrawalId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_journals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ledger_entries" (
    "id" UUID NOT NULL,
    "journalId" UUID NOT NULL,
    "accountId" UUID NOT NULL,
    "sellerId" UUID,
    "amount" BIGINT NOT NULL,
    "reason" "LedgerReason" NOT NULL,
    "paymentId" UUID,
    "withdrawalId" UUID,
    "availableAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reserve_configs" (
    "sellerId" UUID NOT NULL,
    "percentage" INTEGER NOT NULL DEFAULT 0,
    "days" INTEGER NOT NULL DEFAULT 0,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reserve_configs_pkey" PRIMARY KEY ("sellerId")
);

-- CreateTable
CREATE TABLE "reserve_holds" (
    "id" UUID NOT NULL,
    "sellerId" UUID NOT NULL,
    "paymentId" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "releaseAt" TIMESTAMPTZ(3) NOT NULL,
    "releasedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reserve_holds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "provider_events" (
    "id" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "chargeId" TEXT,
    "payload" JSONB NOT NULL,
    "outcome" TEXT NOT NULL,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "provider_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" UUID NOT NULL,
    "sellerId" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "fees_sellerId_target_isActive_idx" ON "fees"("sellerId", "target", "isActive");

-- CreateIndex
CREATE INDEX "customers_sellerId_createdAt_idx" ON "customers"("sellerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "customers_sellerId_documentNumber_key" ON "customers"("sellerId", "documentNumber");

-- CreateIndex
CREATE UNIQUE INDEX "payment_links_hash_key" ON "payment_links"("hash");

-- CreateIndex
CREATE INDEX "payment_links_sellerId_createdAt_idx" ON "payment_links"("sellerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "payments_txid_key" ON "payments"("txid");

-- CreateIndex
CREATE INDEX "payments_sellerId_createdAt_id_idx" ON "payments"("sellerId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "payments_sellerId_status_createdAt_idx" ON "payments"("sellerId", "status", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "payments_paymentLinkId_idx" ON "payments"("paymentLinkId");

-- CreateIndex
CREATE INDEX "payments_status_expiresAt_idx" ON "payments"("status", "expiresAt");

-- CreateIndex
CREATE INDEX "payments_createdAt_idx" ON "payments"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "payments_purchaser_providerChargeId_key" ON "payments"("purchaser", "providerChargeId");

-- CreateIndex
CREATE INDEX "idempotency_keys_expiresAt_idx" ON "idempotency_keys"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "ledger_accounts_sellerId_type_key" ON "ledger_accounts"("sellerId", "type");

-- CreateIndex
CREATE INDEX "ledger_journals_paymentId_idx" ON "ledger_journals"("paymentId");

-- CreateIndex
CREATE INDEX "ledger_journals_withdrawalId_idx" ON "ledger_journals"("withdrawalId");

-- CreateIndex
CREATE INDEX "ledger_entries_accountId_createdAt_idx" ON "ledger_entries"("accountId", "createdAt");

-- CreateIndex
CREATE INDEX "ledger_entries_sellerId_createdAt_id_idx" ON "ledger_entries"("sellerId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "ledger_entries_journalId_idx" ON "ledger_entries"("journalId");

-- CreateIndex
CREATE UNIQUE INDEX "reserve_holds_paymentId_key" ON "reserve_holds"("paymentId");

-- CreateIndex
CREATE INDEX "reserve_holds_releasedAt_releaseAt_idx" ON "reserve_holds"("releasedAt", "releaseAt");

-- CreateIndex
CREATE UNIQUE INDEX "provider_events_provider_eventId_key" ON "provider_events"("provider", "eventId");

-- CreateIndex
CREATE INDEX "outbox_events_sellerId_createdAt_idx" ON "outbox_events"("sellerId", "createdAt");

-- CreateIndex
CREATE INDEX "outbox_events_createdAt_idx" ON "outbox_events"("createdAt");

-- AddForeignKey
ALTER TABLE "fees" ADD CONSTRAINT "fees_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customers" ADD CONSTRAINT "customers_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_paymentLinkId_fkey" FOREIGN KEY ("paymentLinkId") REFERENCES "payment_links"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "payments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_journalId_fkey" FOREIGN KEY ("journalId") REFERENCES "ledger_journals"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "ledger_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reserve_configs" ADD CONSTRAINT "reserve_configs_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Platform defaults (API.md 5): service R$ 1,50 + 0,99 %, gateway 0,50 %.
INSERT INTO "fees" ("id", "sellerId", "target", "feeType", "feeValue", "description", "isActive", "updatedAt") VALUES
  (gen_random_uuid(), NULL, 'SERVICE', 'FIXED', 150, 'Tarifa fixa por transação', true, CURRENT_TIMESTAMP),
  (gen_random_uuid(), NULL, 'SERVICE', 'PERCENTAGE', 9900, 'Tarifa percentual de serviço', true, CURRENT_TIMESTAMP),
  (gen_random_uuid(), NULL, 'GATEWAY', 'PERCENTAGE', 5000, 'Tarifa do gateway PIX', true, CURRENT_TIMESTAMP);

-- The platform's own ledger accounts, one of each.
INSERT INTO "ledger_accounts" ("id", "sellerId", "type", "balance", "updatedAt") VALUES
  (gen_random_uuid(), NULL, 'PROVIDER_CLEARING', 0, CURRENT_TIMESTAMP),
  (gen_random_uuid(), NULL, 'PLATFORM_FEES', 0, CURRENT_TIMESTAMP),
  (gen_random_uuid(), NULL, 'GATEWAY_FEES', 0, CURRENT_TIMESTAMP);

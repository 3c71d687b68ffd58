-- CreateEnum
CREATE TYPE "DocumentType" AS ENUM ('SOCIAL_CONTRACT', 'RG_FRONT', 'RG_BACK', 'SELFIE_WITH_RG');

-- DropIndex
DROP INDEX "enterprises_status_createdAt_idx";

-- AlterTable
ALTER TABLE "enterprises" ADD COLUMN     "submittedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "enterprise_documents" (
    "id" UUID NOT NULL,
    "enterpriseId" UUID NOT NULL,
    "type" "DocumentType" NOT NULL,
    "storageKey" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "originalName" TEXT,
    "uploadedAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "enterprise_documents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "enterprise_documents_enterpriseId_type_key" ON "enterprise_documents"("enterpriseId", "type");

-- CreateIndex
CREATE INDEX "enterprises_status_submittedAt_idx" ON "enterprises"("status", "submittedAt");

-- CreateIndex
CREATE INDEX "enterprises_createdAt_idx" ON "enterprises"("createdAt");

-- AddForeignKey
ALTER TABLE "enterprise_documents" ADD CONSTRAINT "enterprise_documents_enterpriseId_fkey" FOREIGN KEY ("enterpriseId") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


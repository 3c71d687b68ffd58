-- AlterTable
ALTER TABLE "infractions" ADD COLUMN     "escalatedAt" TIMESTAMPTZ(3),
ADD COLUMN     "reminderSentAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "infraction_responses" (
    "id" UUID NOT NULL,
    "infractionId" UUID NOT NULL,
    "sellerId" UUID NOT NULL,
    "authorId" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "infraction_responses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "infraction_response_files" (
    "id" UUID NOT NULL,
    "responseId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "storageKey" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "originalName" TEXT,

    CONSTRAINT "infraction_response_files_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "infraction_responses_infractionId_createdAt_idx" ON "infraction_responses"("infractionId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "infraction_response_files_storageKey_key" ON "infraction_response_files"("storageKey");

-- CreateIndex
CREATE UNIQUE INDEX "infraction_response_files_responseId_position_key" ON "infraction_response_files"("responseId", "position");

-- AddForeignKey
ALTER TABLE "infraction_responses" ADD CONSTRAINT "infraction_responses_infractionId_fkey" FOREIGN KEY ("infractionId") REFERENCES "infractions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "infraction_response_files" ADD CONSTRAINT "infraction_response_files_responseId_fkey" FOREIGN KEY ("responseId") REFERENCES "infraction_responses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

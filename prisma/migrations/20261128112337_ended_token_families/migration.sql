-- CreateTable
CREATE TABLE "ended_token_families" (
    "familyId" UUID NOT NULL,
    "endedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ended_token_families_pkey" PRIMARY KEY ("familyId")
);

-- CreateIndex
CREATE INDEX "ended_token_families_endedAt_idx" ON "ended_token_families"("endedAt");


-- CreateTable
CREATE TABLE "devolucao_sweeps" (
    "provider" TEXT NOT NULL,
    "nextFrom" TIMESTAMPTZ(3),
    "passStartedAt" TIMESTAMPTZ(3),
    "leaseId" UUID,
    "leasedUntil" TIMESTAMPTZ(3),

    CONSTRAINT "devolucao_sweeps_pkey" PRIMARY KEY ("provider")
);


-- CreateTable
CREATE TABLE "provider_health" (
    "provider" TEXT NOT NULL,
    "credentialsRefusedSince" TIMESTAMPTZ(3) NOT NULL,
    "credentialsRefusedAt" TIMESTAMPTZ(3) NOT NULL,
    "credentialsRefusal" TEXT NOT NULL,

    CONSTRAINT "provider_health_pkey" PRIMARY KEY ("provider")
);

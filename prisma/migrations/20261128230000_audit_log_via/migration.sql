-- CreateEnum
CREATE TYPE "ActorVia" AS ENUM ('session', 'bearer', 'integration');

-- AlterTable: entries written before it say nothing of the way (NULL), as the platform's own do.
ALTER TABLE "audit_logs" ADD COLUMN "via" "ActorVia";

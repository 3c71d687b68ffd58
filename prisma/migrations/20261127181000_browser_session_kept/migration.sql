-- AlterTable
ALTER TABLE "browser_sessions" ADD COLUMN     "keptAt" TIMESTAMPTZ(3);

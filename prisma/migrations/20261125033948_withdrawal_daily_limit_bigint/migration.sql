-- AlterTable
ALTER TABLE "withdrawal_configs" ALTER COLUMN "dailyLimit" SET DATA TYPE BIGINT;


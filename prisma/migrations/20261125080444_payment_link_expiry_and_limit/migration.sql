-- AlterTable
ALTER TABLE "payment_links" ADD COLUMN     "expiresAt" TIMESTAMPTZ(3),
ADD COLUMN     "maxPayments" INTEGER;


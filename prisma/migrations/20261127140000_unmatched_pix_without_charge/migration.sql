-- AlterEnum
-- PIX that belong to no charge are held too: one sent to the key without a charge of ours, and a
-- second one on a charge already paid.
ALTER TYPE "UnmatchedPixReason" ADD VALUE 'NO_CHARGE';
ALTER TYPE "UnmatchedPixReason" ADD VALUE 'ALREADY_PAID';

-- AlterTable
-- A PIX without a charge of ours has no payment, and so no seller.
ALTER TABLE "unmatched_pix" ALTER COLUMN "paymentId" DROP NOT NULL,
ALTER COLUMN "sellerId" DROP NOT NULL;

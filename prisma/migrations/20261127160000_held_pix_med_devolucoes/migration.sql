-- AlterEnum
-- A held PIX whose whole held amount the PSP returned on its own (MED): nothing is left for the admin to return.
ALTER TYPE "UnmatchedPixStatus" ADD VALUE 'RETURNED_BY_MED';

-- AlterTable
-- What the PSP's MED devoluções took of each held PIX. None was booked before: the devolução sweep books the MED
-- devoluções of PIX held in the last 90 days within a day of this release, and older ones the PSP no longer lists.
ALTER TABLE "unmatched_pix" ADD COLUMN     "medReturned" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
-- Each MED devolução of a held PIX, booked once by its id.
CREATE TABLE "unmatched_pix_devolucoes" (
    "unmatchedPixId" UUID NOT NULL,
    "devolucaoId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "nature" TEXT NOT NULL,
    "returnedAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "unmatched_pix_devolucoes_pkey" PRIMARY KEY ("unmatchedPixId","devolucaoId")
);

-- AddForeignKey
ALTER TABLE "unmatched_pix_devolucoes" ADD CONSTRAINT "unmatched_pix_devolucoes_unmatchedPixId_fkey" FOREIGN KEY ("unmatchedPixId") REFERENCES "unmatched_pix"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "refunds" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "heldAmount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "unknownSince" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "unmatched_pix" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "unknownSince" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "refund_reserve_parts" (
    "refundId" UUID NOT NULL,
    "reserveHoldId" UUID NOT NULL,
    "amount" INTEGER NOT NULL,

    CONSTRAINT "refund_reserve_parts_pkey" PRIMARY KEY ("refundId","reserveHoldId")
);

-- CreateIndex
CREATE INDEX "refund_reserve_parts_reserveHoldId_idx" ON "refund_reserve_parts"("reserveHoldId");

-- AddForeignKey
ALTER TABLE "refund_reserve_parts" ADD CONSTRAINT "refund_reserve_parts_refundId_fkey" FOREIGN KEY ("refundId") REFERENCES "refunds"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refund_reserve_parts" ADD CONSTRAINT "refund_reserve_parts_reserveHoldId_fkey" FOREIGN KEY ("reserveHoldId") REFERENCES "reserve_holds"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Every devolução of ours already on record was asked of the provider at least once: one still
-- PENDING_PROVIDER (or a held PIX still RETURNING) had a call whose answer was never recorded, so a
-- refusal of its next repeat must not fail it.
UPDATE "refunds" SET "attempts" = 1 WHERE "nature" = 'ORIGINAL';
UPDATE "unmatched_pix" SET "attempts" = 1 WHERE "status" <> 'HELD';

-- What each refund took from the hold of its infraction: all of a voluntary devolução, or as much of
-- the hold as the MED devolução needed (the rest was released when it was recorded).
UPDATE "refunds" r
SET "heldAmount" = CASE WHEN i."status" = 'MED_RETURNED' THEN LEAST(i."amount", r."amount") ELSE r."amount" END
FROM "infractions" i
WHERE i."refundId" = r."id";

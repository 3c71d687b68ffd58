-- AlterTable
ALTER TABLE "payment_links" ADD COLUMN     "firstChargeAt" TIMESTAMPTZ(3);


-- Links charged before this column existed: their earliest charge, recorded intent or payment.
UPDATE "payment_links" l SET "firstChargeAt" = first."at"
FROM (
  SELECT "linkId", min("at") AS "at" FROM (
    SELECT "paymentLinkId" AS "linkId", "createdAt" AS "at" FROM "payments" WHERE "paymentLinkId" IS NOT NULL
    UNION ALL
    SELECT ("payload"->>'paymentLinkId')::uuid, "createdAt" FROM "charge_intents" WHERE "payload"->>'paymentLinkId' IS NOT NULL
  ) charges GROUP BY "linkId"
) first
WHERE l.id = first."linkId";

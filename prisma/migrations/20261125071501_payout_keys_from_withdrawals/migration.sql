-- The last key each seller used (of a withdrawal neither rejected nor failed, which may mean a wrong key)
-- becomes their registered key, payable at once: the seller has been paid there already.
INSERT INTO "payout_keys" ("id", "sellerId", "pixKey", "pixKeyType", "current", "holderVerified", "createdAt")
SELECT gen_random_uuid(), last."sellerId", last."pixKey", last."pixKeyType", true,
  EXISTS (
    SELECT 1 FROM "enterprises" e
    WHERE e."userId" = last."sellerId" AND e."deletedAt" IS NULL AND e."status" = 'APPROVED'
      AND ((last."pixKeyType" = 'CNPJ' AND e."cnpj" = last."pixKey") OR (last."pixKeyType" = 'CPF' AND e."legalRepCpf" = last."pixKey"))),
  last."requestedAt"
FROM (
  SELECT DISTINCT ON ("sellerId") "sellerId", "pixKey", "pixKeyType", "requestedAt"
  FROM "withdrawals"
  WHERE "status" NOT IN ('REJECTED', 'FAILED')
  ORDER BY "sellerId", "requestedAt" DESC, "id" DESC
) last;

-- The withdrawals to the migrated key point at it, and an admin approval of one of them already trusted it.
UPDATE "withdrawals" w SET "payoutKeyId" = k."id"
FROM "payout_keys" k
WHERE w."sellerId" = k."sellerId" AND w."pixKey" = k."pixKey" AND w."pixKeyType" = k."pixKeyType";

UPDATE "payout_keys" k SET "approvedAt" = approval."reviewedAt", "approvedBy" = approval."reviewedBy"
FROM (
  SELECT DISTINCT ON ("payoutKeyId") "payoutKeyId", "reviewedAt", "reviewedBy"
  FROM "withdrawals"
  WHERE "payoutKeyId" IS NOT NULL AND "reviewedBy" IS NOT NULL AND "status" IN ('PROCESSING', 'COMPLETED', 'FAILED')
  ORDER BY "payoutKeyId", "reviewedAt"
) approval
WHERE approval."payoutKeyId" = k."id";

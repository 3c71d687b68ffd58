-- The seller's id on the seller's tables that reached it only through a parent row or a scope string: the
-- distribution column of the Citus plan (docs/DEPLOYMENT.md, "3. Citus, sharded by seller"), as on ledger_journals.
-- Each is filled from the row that names the seller, in this one transaction; the UPDATEs rewrite every row of these
-- tables (webhook_deliveries and webhook_attempts, every month of them: ALTER TABLE on a partitioned table reaches all
-- its partitions), so on a large database run it in a quiet hour. NOT NULL wherever every row has a seller and every
-- writer sets it. No index: no query reads these tables by seller yet (each is read through its parent).

-- A delivery's seller is its endpoint's, the one whose event it carries (lib/events/queries.ts).
ALTER TABLE "webhook_deliveries" ADD COLUMN "sellerId" UUID;
UPDATE "webhook_deliveries" d SET "sellerId" = w."sellerId" FROM "seller_webhooks" w WHERE w."id" = d."webhookId";
ALTER TABLE "webhook_deliveries" ALTER COLUMN "sellerId" SET NOT NULL;

-- An attempt's seller is its delivery's. An attempt has no foreign key to its delivery (partitioned_history), so a
-- delivery may be in a month already detached or archived while its attempt's month is not: those months are read too.
ALTER TABLE "webhook_attempts" ADD COLUMN "sellerId" UUID;
UPDATE "webhook_attempts" a SET "sellerId" = d."sellerId" FROM "webhook_deliveries" d WHERE d."id" = a."deliveryId";
DO $$
DECLARE
  month regclass;
BEGIN
  FOR month IN
    SELECT c.oid::regclass FROM pg_class c
    WHERE c.relname ~ '^webhook_deliveries_[0-9]{4}_[0-9]{2}$' AND c.relkind = 'r' AND NOT c.relispartition
  LOOP
    EXECUTE format('UPDATE "webhook_attempts" a SET "sellerId" = w."sellerId" FROM %s d
      JOIN "seller_webhooks" w ON w."id" = d."webhookId" WHERE a."sellerId" IS NULL AND a."deliveryId" = d."id"', month);
  END LOOP;
  IF EXISTS (SELECT FROM "webhook_attempts" WHERE "sellerId" IS NULL) THEN
    RAISE EXCEPTION 'webhook_attempts: attempts of deliveries found in no month of webhook_deliveries'
      USING HINT = 'archive those attempts'' months (npm run partitions:archive) or delete them, then migrate again';
  END IF;
END $$;
ALTER TABLE "webhook_attempts" ALTER COLUMN "sellerId" SET NOT NULL;

ALTER TABLE "refund_reserve_parts" ADD COLUMN "sellerId" UUID;
UPDATE "refund_reserve_parts" p SET "sellerId" = r."sellerId" FROM "refunds" r WHERE r."id" = p."refundId";
ALTER TABLE "refund_reserve_parts" ALTER COLUMN "sellerId" SET NOT NULL;

ALTER TABLE "withdrawal_returns" ADD COLUMN "sellerId" UUID;
UPDATE "withdrawal_returns" rt SET "sellerId" = w."sellerId" FROM "withdrawals" w WHERE w."id" = rt."withdrawalId";
ALTER TABLE "withdrawal_returns" ALTER COLUMN "sellerId" SET NOT NULL;

-- Nullable, as on unmatched_pix: a PIX received for no known charge (NO_CHARGE) paid no seller, and neither do the
-- PSP's devoluções of it.
ALTER TABLE "unmatched_pix_devolucoes" ADD COLUMN "sellerId" UUID;
UPDATE "unmatched_pix_devolucoes" m SET "sellerId" = u."sellerId" FROM "unmatched_pix" u WHERE u."id" = m."unmatchedPixId";

ALTER TABLE "infraction_response_files" ADD COLUMN "sellerId" UUID;
UPDATE "infraction_response_files" f SET "sellerId" = r."sellerId"
FROM "infraction_responses" r WHERE r."id" = f."responseId";
ALTER TABLE "infraction_response_files" ALTER COLUMN "sellerId" SET NOT NULL;

-- A company's seller is its owner, enterprises."userId".
ALTER TABLE "enterprise_documents" ADD COLUMN "sellerId" UUID;
UPDATE "enterprise_documents" doc SET "sellerId" = e."userId" FROM "enterprises" e WHERE e."id" = doc."enterpriseId";
ALTER TABLE "enterprise_documents" ALTER COLUMN "sellerId" SET NOT NULL;

-- Every key is claimed for one seller's operation (lib/http/idempotency.ts): a payment link, a withdrawal or a refund
-- of the seller the caller acts for, whose id begins the scope ("<seller>:POST /api/v1/..."; the user's id before
-- teams, which for a seller is the same), or a payment, the caller's or a buyer's on a link, whose scope then names
-- the link ("public:POST /api/v1/payments:<link>:<document>"). A buyer's key from before the link was in its scope
-- (2026-11-25) names no seller: each was written with its answer (keys held while their operation is under way came
-- after) and lapsed 24 hours later, and a lapsed key is never read again (the next claim of it deletes it), so those
-- are deleted. A key left without a seller fails the migration.
ALTER TABLE "idempotency_keys" ADD COLUMN "sellerId" UUID;
UPDATE "idempotency_keys"
SET "sellerId" = substring("scope" FROM '^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):')::uuid
WHERE "scope" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:';
UPDATE "idempotency_keys" k SET "sellerId" = l."sellerId" FROM "payment_links" l
WHERE k."sellerId" IS NULL
  AND l."id" = substring(k."scope" FROM
    '^public:POST /api/v1/payments:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):')::uuid;
DELETE FROM "idempotency_keys" WHERE "sellerId" IS NULL AND "expiresAt" <= now() AND "responseStatus" <> 0;
ALTER TABLE "idempotency_keys" ALTER COLUMN "sellerId" SET NOT NULL;

-- PIX read before PIX without a charge were held (one sent to the key without a charge of ours, a
-- second one on a charge already paid) were only recorded as provider events, their money at the PSP
-- and outside the books. They are held now as they would be today, so the admin can return them: each
-- once (the unique end-to-end id), and none that is some payment's own PIX. Booked as holdUnmatchedPix
-- books one: out of the provider clearing, into the unmatched receipts (platform accounts keep no cached
-- balance: their entries are their balance). One statement, so its parts see the same rows, and a migration
-- of its own, as PostgreSQL cannot use an enum value in the transaction that added it.
WITH "past" AS MATERIALIZED (
  SELECT DISTINCT ON (e."provider", e."payload"->>'endToEndId')
    gen_random_uuid() AS "id",
    gen_random_uuid() AS "journalId",
    e."id" AS "eventId",
    e."provider",
    e."payload"->>'endToEndId' AS "endToEndId",
    p."id" AS "paymentId",
    p."sellerId",
    (e."payload"->>'amount')::int AS "amount",
    (CASE WHEN e."outcome" = 'ignored' THEN 'ALREADY_PAID' ELSE 'NO_CHARGE' END)::"UnmatchedPixReason" AS "reason",
    (e."payload"->>'paidAt')::timestamptz AS "receivedAt",
    e."receivedAt" AS "recordedAt"
  FROM "provider_events" e
  LEFT JOIN "payments" p ON p."purchaser" = e."provider" AND p."txid" = e."payload"->>'txid'
  WHERE e."type" = 'pix.received' AND e."outcome" IN ('unknown_reference', 'ignored')
    AND (e."payload"->>'amount')::int > 0
    AND NOT EXISTS (
      SELECT 1 FROM "unmatched_pix" u WHERE u."provider" = e."provider" AND u."endToEndId" = e."payload"->>'endToEndId')
    AND NOT EXISTS (
      SELECT 1 FROM "payments" paid
      WHERE paid."purchaser" = e."provider" AND paid."endToEndId" = e."payload"->>'endToEndId')
  ORDER BY e."provider", e."payload"->>'endToEndId', e."receivedAt"
),
"held" AS (
  INSERT INTO "unmatched_pix" ("id", "provider", "endToEndId", "paymentId", "sellerId", "amount", "reason", "status",
    "devolucaoId", "receivedAt", "createdAt", "updatedAt")
  SELECT "id", "provider", "endToEndId", "paymentId", "sellerId", "amount", "reason", 'HELD',
    replace("id"::text, '-', ''), "receivedAt", "recordedAt", CURRENT_TIMESTAMP
  FROM "past"
),
"journals" AS (
  INSERT INTO "ledger_journals" ("id", "kind", "paymentId", "createdAt")
  SELECT "journalId", 'UNMATCHED_PIX_HELD', "paymentId", CURRENT_TIMESTAMP FROM "past"
),
"entries" AS (
  INSERT INTO "ledger_entries" ("id", "journalId", "accountId", "sellerId", "amount", "reason", "paymentId",
    "availableAt", "createdAt")
  SELECT gen_random_uuid(), u."journalId", a."id", NULL,
    CASE a."type" WHEN 'PROVIDER_CLEARING' THEN -u."amount" ELSE u."amount" END,
    'PAYMENT_RECEIVED', u."paymentId", CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
  FROM "past" u
  JOIN "ledger_accounts" a ON a."sellerId" IS NULL AND a."type" IN ('PROVIDER_CLEARING', 'UNMATCHED_RECEIPTS')
)
UPDATE "provider_events" e
SET "outcome" = CASE u."reason" WHEN 'ALREADY_PAID' THEN 'already_paid' ELSE 'no_charge' END
FROM "past" u
WHERE e."id" = u."eventId";

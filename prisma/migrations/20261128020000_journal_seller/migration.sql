-- The seller whose accounts a journal moves, the distribution column of the Citus plan (docs/DEPLOYMENT.md): every
-- other table of a seller's money already carries it. Nullable: a journal of platform accounts only (a Pix received
-- for no known charge) has none. Filled from the journal's seller entries, which name one seller at most.
ALTER TABLE "ledger_journals" ADD COLUMN "sellerId" UUID;

UPDATE "ledger_journals" j SET "sellerId" = e."sellerId"
FROM (SELECT DISTINCT "journalId", "sellerId" FROM "ledger_entries" WHERE "sellerId" IS NOT NULL) e
WHERE e."journalId" = j."id";

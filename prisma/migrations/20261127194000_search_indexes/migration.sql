-- Global search (lib/search). pg_trgm indexes the "contains" matches (ILIKE) on names and e-mails, and btree_gin
-- lets a trigram index also hold sellerId, so the search of a seller stays within their rows of the index. Both
-- ship with PostgreSQL (contrib) and are trusted extensions: the owner of the database may create them.
-- (No semicolon in these comments: the migration runner splits the script at every one.)
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- IF NOT EXISTS: on a large database an operator may build these first with CREATE INDEX CONCURRENTLY under the
-- same names (docs/ACCOUNTS.md, "Search"), and the migration then leaves them as they are.

-- CreateIndex
CREATE INDEX IF NOT EXISTS "customers_sellerId_name_email_idx" ON "customers" USING GIN ("sellerId" uuid_ops, "name" gin_trgm_ops, "email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX IF NOT EXISTS "customers_documentNumber_idx" ON "customers"("documentNumber");

-- CreateIndex
CREATE INDEX IF NOT EXISTS "customers_email_idx" ON "customers"("email");

-- CreateIndex
CREATE INDEX IF NOT EXISTS "enterprises_companyName_tradeName_commercialName_idx" ON "enterprises" USING GIN ("companyName" gin_trgm_ops, "tradeName" gin_trgm_ops, "commercialName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX IF NOT EXISTS "payment_links_sellerId_description_idx" ON "payment_links" USING GIN ("sellerId" uuid_ops, "description" gin_trgm_ops);

-- CreateIndex
CREATE INDEX IF NOT EXISTS "payments_sellerId_customerName_idx" ON "payments" USING GIN ("sellerId" uuid_ops, "customerName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX IF NOT EXISTS "payments_customerEmail_createdAt_idx" ON "payments"("customerEmail", "createdAt" DESC);

-- CreateIndex
CREATE INDEX IF NOT EXISTS "payments_customerId_createdAt_idx" ON "payments"("customerId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX IF NOT EXISTS "payments_endToEndId_idx" ON "payments"("endToEndId");

-- CreateIndex
CREATE INDEX IF NOT EXISTS "users_companyName_email_idx" ON "users" USING GIN ("companyName" gin_trgm_ops, "email" gin_trgm_ops);

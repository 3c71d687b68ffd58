-- An admin's search (lib/search, every seller) lists customers and links newest first. Without an index in that order
-- PostgreSQL read every match and sorted it: a link description shared by a fifth of the links ("Produto 3") cost
-- 1.7 ms of its CPU a search, the walk newest first 0.3. The planner still takes the trigram index for a rare text.
-- IF NOT EXISTS: an operator may build these first with CREATE INDEX CONCURRENTLY under the same names (docs/DAY.md).
-- (No semicolon in these comments: the migration runner splits the script at every one.)

-- CreateIndex
CREATE INDEX IF NOT EXISTS "customers_createdAt_id_idx" ON "customers"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX IF NOT EXISTS "payment_links_createdAt_id_idx" ON "payment_links"("createdAt" DESC, "id" DESC);

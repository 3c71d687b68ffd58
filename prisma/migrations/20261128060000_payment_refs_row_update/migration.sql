-- payment_refs followed a payment's keys and month with a statement trigger after every UPDATE of payments: PostgreSQL
-- then captured every updated row into a transition table, status changes included (the settlement's hot path), to
-- find none changed. A row trigger before an update that names a key column, when one changes, does the same work
-- for the rare update that needs it, and none for the others. It also sees a row an update moves to another month:
-- BEFORE UPDATE row triggers fire before PostgreSQL turns the move into a delete and an insert, and the statement
-- triggers of insert and delete do not fire for it.
DROP TRIGGER "payments_refs_update" ON "payments";
DROP FUNCTION "payment_refs_update"();

CREATE FUNCTION "payment_refs_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "payment_refs" SET "createdAt" = NEW."createdAt", "purchaser" = NEW."purchaser", "txid" = NEW."txid",
    "providerChargeId" = NEW."providerChargeId"
  WHERE "id" = OLD."id";
  RETURN NEW;
END $$;
CREATE TRIGGER "payments_refs_update" BEFORE UPDATE OF "createdAt", "purchaser", "txid", "providerChargeId"
ON "payments" FOR EACH ROW
WHEN ((OLD."createdAt", OLD."purchaser", OLD."txid", OLD."providerChargeId")
  IS DISTINCT FROM (NEW."createdAt", NEW."purchaser", NEW."txid", NEW."providerChargeId"))
EXECUTE FUNCTION "payment_refs_update"();

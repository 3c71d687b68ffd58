-- The technical code of a failed webhook attempt (ENOTFOUND, CERT_HAS_EXPIRED…): the seller reads the failure in
-- words made from it, support reads the code. Older rows keep theirs inside "lastError"/"error".
ALTER TABLE "webhook_deliveries" ADD COLUMN "lastErrorCode" TEXT;
ALTER TABLE "webhook_attempts" ADD COLUMN "errorCode" TEXT;

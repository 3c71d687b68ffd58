-- Webhook signing secrets are stored sealed by the application (AES-256-GCM under a key from
-- SECRETS_KEYS, lib/security/secret-box.ts: "v1:<key id>:..."). SQL has no key to seal the rows
-- already here with, so they are marked "plain:" and sealed by `npm start` before it serves, or by
-- `npm run secrets:rotate`. Nothing signs with a marked value.
UPDATE "seller_webhooks" SET "secret" = 'plain:' || "secret" WHERE "secret" NOT LIKE 'v1:%';

// `npm run secrets:rotate`: seals every stored secret under the current key, the first entry of
// SECRETS_KEYS (plaintexts a migration marked included). Rotating a key: put the new entry first on
// every instance, run this once, then drop the old entry (README, `SECRETS_KEYS`). Safe while the
// app serves. Reads the same settings as `npm start` (the environment, else .data/secrets.json).
import { DATA_DIR, openDatabase } from "./lib/database";
import { applyLocalSecrets } from "./lib/local-secrets";

applyLocalSecrets(DATA_DIR);
const database = await openDatabase();
process.env.DATABASE_URL = database.url;
const { env } = await import("@/lib/env");
const { closeDb } = await import("@/lib/db/client");
const { resealWebhookSecrets } = await import("@/lib/webhooks/secrets");
const { resealTotpSecrets } = await import("@/lib/auth/totp");
try {
  const key = env().SECRETS_KEYS.currentKeyId;
  console.log(`webhook secrets moved to key "${key}": ${await resealWebhookSecrets({ rotate: true })}`);
  console.log(`TOTP secrets moved to key "${key}": ${await resealTotpSecrets()}`);
} finally {
  await closeDb();
  await database.stop();
}

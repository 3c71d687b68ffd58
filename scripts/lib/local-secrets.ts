import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** How each secret of lib/env.ts is made when nothing provides it. */
const GENERATE: Record<string, () => string> = {
  JWT_SECRET: () => randomBytes(32).toString("base64url"),
  NEXTAUTH_SECRET: () => randomBytes(32).toString("base64url"),
  SANDBOX_WEBHOOK_SECRET: () => randomBytes(32).toString("base64url"),
  SECRETS_KEYS: () => `local:${randomBytes(32).toString("base64")}`,
};

/**
 * Secrets generated once per data directory (`<dir>/secrets.json`), so a local production build
 * needs no .env. A secret the file lacks is added; the ones it holds are kept, so what was sealed
 * under its key stays readable. The environment's own values take precedence where these are used.
 */
export function localSecrets(dir: string): Record<string, string> {
  const file = path.join(dir, "secrets.json");
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const missing = Object.keys(GENERATE).filter((key) => !secrets[key]);
  if (missing.length) {
    for (const key of missing) secrets[key] = GENERATE[key]!();
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return secrets;
}

/** Fills in the secrets the environment does not set, before anything reads the settings. */
export function applyLocalSecrets(dir: string): void {
  for (const [key, value] of Object.entries(localSecrets(dir))) process.env[key] ??= value;
}

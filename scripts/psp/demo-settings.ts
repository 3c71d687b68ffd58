import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The random (EVP) key the demo's charges are paid to at the stand-in. */
export const DEMO_RECEIVER_KEY = "3f1c9a52-6b0e-4d7a-9c43-8e2f5b7d1a60";

/** The secret in the demo's notification URL, made once per data directory. */
export function demoWebhookSecret(dir: string): string {
  const file = path.join(dir, "webhook-secret");
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8");
}

import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PspStandIn } from "./stand-in";

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

/**
 * The app's API Pix settings (lib/env.ts) for a stand-in: the demo presents the legacy PKCS#12 a PSP
 * hands out, converted at start as a real deployment's would be; tests may use the PEM pair.
 */
export function apiPixSettingsFor(
  stand: PspStandIn,
  { webhookSecret, identity = "pem" }: { webhookSecret: string; identity?: "pem" | "pfx" },
): Record<string, string> {
  const certificate: Record<string, string> =
    identity === "pfx"
      ? { PIX_PFX_FILE: stand.files.clientPfx, PIX_PFX_PASSPHRASE: "" }
      : { PIX_CERT_FILE: stand.files.clientCert, PIX_KEY_FILE: stand.files.clientKey };
  return {
    PIX_PROVIDER: "api-pix",
    PIX_API_URL: stand.url,
    PIX_OAUTH_URL: stand.tokenUrl,
    PIX_CLIENT_ID: stand.clientId,
    PIX_CLIENT_SECRET: stand.clientSecret,
    ...certificate,
    PIX_CA_FILE: stand.files.ca,
    PIX_RECEIVER_KEY: DEMO_RECEIVER_KEY,
    PIX_WEBHOOK_SECRET: webhookSecret,
    PIX_STAND_IN_URL: stand.controlUrl,
  };
}

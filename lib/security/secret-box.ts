import "#server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { env, type SecretKeyring } from "@/lib/env";

// Secrets we must read back (webhook signing secrets; next, the PSP client secret) are stored
// sealed with AES-256-GCM as one string, "v1:<key id>:<base64url(nonce ‖ ciphertext ‖ tag)>": one
// text column per secret, and the id of the key that opens it travels with it, so keys rotate.
const VERSION = "v1";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * What a migration puts before a value it found in plaintext (SQL has no key to seal it with):
 * resealSecret seals such values, and openSecret refuses them.
 */
export const PLAINTEXT_MARKER = "plain:";

/**
 * Seals under the current key. `context` names where the value lives (table, column, row id) and
 * is authenticated with it, so a sealed value copied to another row or column does not open there.
 */
export function sealSecret(plaintext: string, context: string, keyring: SecretKeyring = env().SECRETS_KEYS): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyring.keys.get(keyring.currentKeyId)!, nonce, {
    authTagLength: TAG_BYTES,
  });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const sealed = Buffer.concat([nonce, cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}:${keyring.currentKeyId}:${sealed.toString("base64url")}`;
}

/**
 * The plaintext; throws when the value is not sealed, was altered, belongs to another context, or its key is not in the
 * ring.
 */
export function openSecret(sealed: string, context: string, keyring: SecretKeyring = env().SECRETS_KEYS): string {
  const [version, keyId = "", payload = "", ...rest] = sealed.split(":");
  if (version !== VERSION || rest.length) throw new Error(`${context}: not a sealed secret`);
  const key = keyring.keys.get(keyId);
  if (!key) throw new Error(`${context}: sealed under key "${keyId}", which SECRETS_KEYS does not hold`);
  const bytes = Buffer.from(payload, "base64url");
  if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error(`${context}: sealed secret is truncated`);
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    throw new Error(`${context}: sealed secret failed authentication (altered, or sealed for another row)`);
  }
}

/** The start of every value sealed under the current key: what a search for values left to re-seal excludes. */
export function currentKeyPrefix(keyring: SecretKeyring = env().SECRETS_KEYS): string {
  return `${VERSION}:${keyring.currentKeyId}:`;
}

/** `stored` sealed under the current key (from an older key, or from a marked plaintext); null when it already is. */
export function resealSecret(
  stored: string,
  context: string,
  keyring: SecretKeyring = env().SECRETS_KEYS,
): string | null {
  if (stored.startsWith(currentKeyPrefix(keyring))) return null;
  const plaintext = stored.startsWith(PLAINTEXT_MARKER)
    ? stored.slice(PLAINTEXT_MARKER.length)
    : openSecret(stored, context, keyring);
  return sealSecret(plaintext, context, keyring);
}

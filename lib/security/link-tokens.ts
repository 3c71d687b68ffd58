import "#server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * A token for a link sent by e-mail (an invitation, a password reset): 256 random bits, URL-safe. Only its hash is
 * kept, so whoever reads the database cannot use a link that is still open.
 */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const LINK_TOKEN_IN_URL = /(?<=\/)[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

/**
 * `text` with the link tokens in its URLs blanked: what the outbox keeps of a message once it left, so that a copy of
 * the database opens no account.
 */
export function redactLinkTokens(text: string): string {
  return text.replace(LINK_TOKEN_IN_URL, "…");
}

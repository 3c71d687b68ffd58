import "#server-only";
import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/db/client";
import type { RawQueryable } from "@/lib/db/direct";
import { AppError } from "@/lib/http/errors";
import {
  insertEndedFamily,
  insertRefreshToken,
  revokeRefreshFamily,
  revokeUserRefreshTokens,
  setSessionsRevokedAt,
} from "./queries";
import { signAccessToken, signRefreshToken, type TokenUser } from "./tokens";

/** A new refresh token (of `familyId`'s family, or a new one) and access token; `client`: `direct` or a transaction. */
export async function issueTokens(client: RawQueryable, user: TokenUser, familyId: string = randomUUID()) {
  const refresh = await signRefreshToken(user.id, familyId);
  await insertRefreshToken(client, refresh.jti, user.id, familyId, refresh.expiresAt);
  return { id: refresh.jti, tokens: { access: await signAccessToken(user, familyId), refresh: refresh.token } };
}

/** Ends a login: its refresh tokens revoked, and the access tokens issued under it refused from now on. */
export async function endFamily(tx: Tx, familyId: string) {
  const now = new Date();
  await revokeRefreshFamily(tx, familyId, now);
  await insertEndedFamily(tx, familyId, now);
}

/**
 * Ends every session of a user: refresh tokens revoked, earlier access tokens (and browser sign-ins) refused.
 * Returns the revocation's instant.
 */
export async function revokeAllSessions(tx: Tx, userId: string): Promise<Date> {
  const now = new Date();
  await revokeUserRefreshTokens(tx, userId, now);
  if (!(await setSessionsRevokedAt(tx, userId, now))) throw new AppError("NOT_FOUND");
  return now;
}

/** How long a browser session lasts from sign-in, however often next-auth renews its cookie. */
export const BROWSER_SESSION_SECONDS = 8 * 60 * 60;

/**
 * The sign-in time (milliseconds) a browser session token carries, or null once the session is over:
 * signed in more than BROWSER_SESSION_SECONDS ago, or no sign-in time in milliseconds (a cookie from before it was
 * kept so). next-auth re-stamps `iat` whenever it renews the cookie, so only this claim, written once by the `jwt`
 * callback at sign-in, says when the user proved their password.
 */
export function liveSignInTime(token: Record<string, unknown>): number | null {
  const { signedInAt } = token;
  if (typeof signedInAt !== "number" || signedInAt < 1e12) return null;
  return Date.now() - signedInAt < BROWSER_SESSION_SECONDS * 1000 ? signedInAt : null;
}

/** Whether a token or sign-in of `issuedAtMs` predates the user's last "end all sessions". */
export function issuedBeforeRevocation(sessionsRevokedAt: Date | null, issuedAtMs: number): boolean {
  return sessionsRevokedAt !== null && issuedAtMs < sessionsRevokedAt.getTime();
}

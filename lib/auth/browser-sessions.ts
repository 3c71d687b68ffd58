import "#server-only";
import type { JWT } from "next-auth/jwt";
import { endBrowserSessionRow } from "@/lib/accounts/queries";
import { db } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";

/** Records a browser sign-in; its id goes into the session cookie, and its creation is the sign-in instant. */
export async function startBrowserSession(userId: string, from: { ip: string; userAgent: string | null }) {
  return db().browserSession.create({
    data: { userId, createdAt: new Date(), ip: from.ip, userAgent: from.userAgent?.slice(0, 500) ?? null },
    select: { id: true, createdAt: true },
  });
}

/** How stale a session's last activity may get before a request writes it again: not a write per request. */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

/** Records that a browser session is in use, when its last record of that is over LAST_SEEN_EVERY_MS old. */
export async function noteBrowserActivity(sessionId: string, lastSeenAt: Date | null) {
  const staleBefore = new Date(Date.now() - LAST_SEEN_EVERY_MS);
  if (!lastSeenAt || lastSeenAt >= staleBefore) return;
  // The condition again in the statement: of the requests that found it stale at once, one writes.
  await db().browserSession.updateMany({
    where: { id: sessionId, lastSeenAt: { lt: staleBefore } },
    data: { lastSeenAt: new Date() },
  });
}

/**
 * Ends the browser session of a cookie being signed out of ("Sair"), not just the cookie: a copy of it stops working,
 * and the session leaves the person's list. The cookie's own session only, and only if it is still in force.
 */
export async function endSignedOutSession(token: JWT | null) {
  // The token was sealed with our secret, so its ids are the ones written at sign-in.
  if (typeof token?.sub !== "string" || typeof token.sid !== "string") return;
  await endBrowserSessionRow(direct, token.sid, token.sub, new Date());
}

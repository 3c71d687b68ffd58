import "#server-only";
import { db } from "@/lib/db/client";

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

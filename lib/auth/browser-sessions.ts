import "#server-only";
import { db } from "@/lib/db/client";

/** Records a browser sign-in; its id goes into the session cookie, and its creation is the sign-in instant. */
export async function startBrowserSession(userId: string, from: { ip: string; userAgent: string | null }) {
  return db().browserSession.create({
    data: { userId, createdAt: new Date(), ip: from.ip, userAgent: from.userAgent?.slice(0, 500) ?? null },
    select: { id: true, createdAt: true },
  });
}

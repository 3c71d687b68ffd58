import { getServerSession } from "next-auth";
import { encode } from "next-auth/jwt";
import { authOptions } from "@/lib/auth/next-auth";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";

const SESSION_COOKIE = "next-auth.session-token";

/**
 * A browser session cookie as the app's next-auth writes it at sign-in, with its browser session row
 * (`signedInAt` in milliseconds, default now; null for a cookie from before the sign-in time was recorded).
 */
export async function sessionCookie(userId: string, signedInAt: number | null = Date.now()) {
  const session = await db().browserSession.create({
    data: { userId, createdAt: new Date(signedInAt ?? Date.now()) },
  });
  const token = await encode({
    token: { sub: userId, sid: session.id, ...(signedInAt !== null && { signedInAt }) },
    secret: env().NEXTAUTH_SECRET,
  });
  return `${SESSION_COOKIE}=${token}`;
}

/**
 * What `GET /api/auth/session` answers for a session cookie: next-auth's session route with the app's
 * options (the route handler itself reads the request through Next.js's `headers()`, which only a
 * Next.js server provides). `cookie` is the session cookie it sets: a renewal, "" when it clears
 * it, undefined when it sets none.
 */
export async function renewSession(cookie: string) {
  let setCookie: string[] = [];
  const res = { getHeader: () => setCookie, setHeader: (_name: string, value: string[]) => (setCookie = value) };
  const value = cookie.slice(`${SESSION_COOKIE}=`.length);
  const req = { headers: { host: "127.0.0.1", cookie }, cookies: { [SESSION_COOKIE]: value } };
  const session = await getServerSession(req as never, res as never, authOptions());
  const renewed = setCookie
    .map((header) => header.split(";")[0]!)
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  return {
    session: session as Record<string, unknown> | null,
    cookie: renewed === `${SESSION_COOKIE}=` ? "" : renewed,
  };
}

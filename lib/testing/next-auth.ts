import http from "node:http";
import type { AddressInfo } from "node:net";
import NextAuth, { getServerSession } from "next-auth";
import { encode } from "next-auth/jwt";
import { afterAll } from "vitest";
import { authOptions } from "@/lib/auth/next-auth";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { stampClientAddress } from "@/lib/http/client-ip";

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

/** The cookies of a Cookie header, their values decoded as Next.js's `req.cookies` gives them. */
function cookieValues(header = ""): Record<string, string> {
  const pairs = header.split(/;\s*/).filter(Boolean);
  return Object.fromEntries(
    pairs.map((pair) => pair.split(/=(.*)/s)).map(([name, value]) => [name, decodeURIComponent(value ?? "")]),
  );
}

/**
 * A real HTTP server for next-auth's own routes (`/api/auth/*`, the login form's sign-in) with the app's options,
 * through next-auth's Node.js handler (the app's route handler needs a Next.js server around it). Callers are told
 * apart by X-Forwarded-For, as on the API test server. Closed when the test file ends.
 */
export async function startSignInServer() {
  const server = http.createServer((incoming, outgoing) => void serveNextAuth(incoming, outgoing));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function serveNextAuth(incoming: http.IncomingMessage, outgoing: http.ServerResponse) {
  stampClientAddress(incoming);
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const url = new URL(incoming.url!, "http://127.0.0.1");
  const req = Object.assign(incoming, {
    query: {
      ...Object.fromEntries(url.searchParams),
      nextauth: url.pathname.replace(/^\/api\/auth\//, "").split("/"),
    },
    body: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))),
    cookies: cookieValues(incoming.headers.cookie),
  });
  const res = Object.assign(outgoing, {
    status: (code: number) => {
      outgoing.statusCode = code;
      return res;
    },
    json: (value: unknown) => {
      outgoing.setHeader("content-type", "application/json");
      outgoing.end(JSON.stringify(value));
    },
    send: (value: unknown) => outgoing.end(typeof value === "string" ? value : JSON.stringify(value)),
  });
  await NextAuth(req as never, res as never, authOptions());
}

/**
 * The login form's sign-in (next-auth's credentials provider, as signIn("credentials") posts it) from the address
 * `ip`: the session cookie it sets, or the error it reports to the form.
 */
export async function browserSignIn(
  baseUrl: string,
  fields: { email: string; password: string; totp?: string },
  ip: string,
) {
  const headers = { "x-forwarded-for": ip };
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`, { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers.getSetCookie().map((line) => line.split(";")[0]!);
  const answer = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie.join("; ") },
    body: new URLSearchParams({ ...fields, csrfToken, json: "true" }),
  });
  const session = answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1);
  const { url } = (await answer.json()) as { url: string };
  return { cookie: session, error: new URL(url).searchParams.get("error") };
}

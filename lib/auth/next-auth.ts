import "#server-only";
import { randomUUID } from "node:crypto";
import type { AuthOptions } from "next-auth";
import type { NextRequest } from "next/server";
import Credentials from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { MAX_JSON_BODY_BYTES, readBodyBytes, readJsonBody } from "@/lib/http/body";
import { errorResponse, toAppError } from "@/lib/http/error-response";
import { AppError, type ErrorCode } from "@/lib/http/errors";
import { clientIp } from "@/lib/http/client-ip";
import { logger } from "@/lib/log";
import { loadSessionUser } from "./actor";
import { endSignedOutSession, startBrowserSession } from "./browser-sessions";
import { LOGIN_RATE_LIMITED, LOGIN_TOTP_INVALID, LOGIN_TOTP_REQUIRED } from "./login-errors";
import { LoginSchema } from "./schema";
import { checkLogin } from "./service";
import { BROWSER_SESSION_SECONDS } from "./session-tokens";

// next-auth ships CommonJS compiled from ESM: a bundler's default import is the provider, Node's own
// import (this module runs from the @pix/core package) the exports object that holds it as `default`.
const CredentialsProvider = (Credentials as unknown as { default?: typeof Credentials }).default ?? Credentials;

/** The refusals the login form tells apart, by the message next-auth hands it. */
const FORM_ERRORS: Partial<Record<ErrorCode, string>> = {
  RATE_LIMITED: LOGIN_RATE_LIMITED,
  TOTP_REQUIRED: LOGIN_TOTP_REQUIRED,
  TOTP_INVALID: LOGIN_TOTP_INVALID,
};

/** Browser login: the same user table, password check and rate limits as the API. */
export function authOptions(): AuthOptions {
  return {
    secret: env().NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: BROWSER_SESSION_SECONDS },
    pages: { signIn: "/login" },
    // next-auth logs to the console; a session the jwt callback ended (below) is routine, not a fault.
    logger: {
      error: (code, metadata) => {
        if (code === "JWT_SESSION_ERROR" && metadata instanceof AppError)
          logger().info({ code, reason: metadata.message }, "browser session ended");
        else logger().error({ code, err: metadata }, "next-auth error");
      },
      warn: (code) => logger().warn({ code }, "next-auth warning"),
    },
    providers: [
      CredentialsProvider({
        name: "E-mail e senha",
        credentials: {
          email: { label: "E-mail", type: "email" },
          password: { label: "Senha", type: "password" },
          totp: { label: "Código de verificação", type: "text" },
        },
        async authorize(credentials, req) {
          const parsed = LoginSchema.safeParse({
            email: credentials?.email,
            password: credentials?.password,
            totp: credentials?.totp || undefined,
          });
          if (!parsed.success) return null;
          const headers = new Headers(req?.headers as Record<string, string> | undefined);
          try {
            const ip = clientIp(headers);
            const user = await checkLogin(parsed.data, ip);
            if (!user) return null;
            const session = await startBrowserSession(user.id, { ip, userAgent: headers.get("user-agent") });
            return {
              id: user.id,
              email: user.email,
              name: user.companyName,
              sessionId: session.id,
              signedInAt: session.createdAt.getTime(),
            };
          } catch (error) {
            // next-auth hands the message to the login form as `error`.
            const message = error instanceof AppError ? FORM_ERRORS[error.code] : undefined;
            throw message ? new Error(message) : error;
          }
        },
      }),
    ],
    events: { signOut: ({ token }) => endSignedOutSession(token) },
    callbacks: {
      // Role and approval are read from the database on each request, not trusted from the cookie.
      // The sign-in time (milliseconds) and browser session are written once and kept through every renewal
      // (next-auth re-stamps `iat`); a renewal of an expired, revoked or ended session throws, and next-auth then
      // clears the cookie.
      async jwt({ token, user }) {
        if (user) {
          const { sessionId, signedInAt } = user as typeof user & { sessionId: string; signedInAt: number };
          return { ...token, sub: user.id, sid: sessionId, signedInAt };
        }
        await loadSessionUser(token);
        return token;
      },
      session: ({ session, token }) => ({
        ...session,
        userId: token.sub,
        sessionId: token.sid,
        issuedAt: token.signedInAt,
      }),
    },
  };
}

// next-auth's own actions; it answers any other with a bare error of its own.
const READ_ACTIONS = new Set([
  "providers",
  "session",
  "csrf",
  "signin",
  "signout",
  "callback",
  "verify-request",
  "error",
]);
const NEXT_AUTH_ACTIONS: Record<string, ReadonlySet<string>> = {
  GET: READ_ACTIONS,
  HEAD: READ_ACTIONS,
  // Not "_log": next-auth writes whatever anyone posts there into the server's log, at the level they name.
  POST: new Set(["signin", "signout", "callback", "session"]),
};

/** What next-auth would read from the body, checked first: it parses JSON unguarded and reads any size. */
async function checkBody(req: Request) {
  if (req.headers.get("content-type")?.includes("application/json")) await readJsonBody(req);
  else await readBodyBytes(req, MAX_JSON_BODY_BYTES);
}

/**
 * The browser login's route (`/api/auth/*`): an unknown action, a malformed or oversized body and any failure inside
 * next-auth answer in the API's error shape, never next-auth's bare 500.
 */
export async function serveNextAuth(
  req: NextRequest,
  action: string | undefined,
  handle: () => Promise<Response>,
): Promise<Response> {
  const requestId = randomUUID();
  try {
    if (!action || !NEXT_AUTH_ACTIONS[req.method]?.has(action)) throw new AppError("NOT_FOUND");
    if (req.method === "POST") await checkBody(req.clone());
    return await handle();
  } catch (error) {
    const appError = toAppError(error);
    if (appError.status >= 500) logger().error({ err: error, requestId, action }, "browser login route failed");
    return errorResponse(appError, requestId);
  }
}

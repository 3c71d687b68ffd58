import { type NextRequest, NextResponse } from "next/server";
import { authenticate } from "@pix/core/auth/actor";
import { pageRedirect } from "@pix/core/auth/page-access";
import { AppError } from "@pix/core/http/errors";
import { nextWithNoncePolicy } from "@pix/core/http/csp";

/**
 * Every page request: who may see /admin, /seller and /account is decided here, before anything renders
 * (lib/auth/page-access.ts); a page that renders is served under a CSP with a nonce of its own.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/" && wantsJson(request)) return NextResponse.rewrite(new URL("/api/v1/status", request.url));
  if (GUARDED_AREA.test(pathname)) {
    const target = pageRedirect(pathname, await sessionUser(request));
    if (target) return NextResponse.redirect(new URL(target, request.url));
  }
  return nextWithNoncePolicy(request);
}

const GUARDED_AREA = /^\/(admin|seller|account)(\/|$)/;

/** `GET /` answers the status JSON to API clients and the landing page to browsers (docs/API.md 10). */
function wantsJson(request: NextRequest) {
  const accept = request.headers.get("accept") ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}

/** The browser session's user, fresh from the database; an invalid or revoked session counts as none. */
async function sessionUser(request: NextRequest) {
  try {
    const actor = await authenticate(request);
    return actor?.via === "session" ? actor : null;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

// Pages only: not the API and next-auth (under /api/, with next.config's headers), Next's built
// files or the favicon, which run no inline script.
export const config = { matcher: "/((?!api/|_next/static/|_next/image|favicon.ico).*)" };

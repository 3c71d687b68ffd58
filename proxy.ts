import { type NextRequest, NextResponse } from "next/server";
import { nextWithNoncePolicy } from "@/lib/http/csp";

/**
 * `GET /` answers the status JSON to API clients and the landing page to browsers (API.md 12);
 * every page is served under a Content Security Policy with a nonce of its own.
 */
export function proxy(request: NextRequest) {
  const accept = request.headers.get("accept") ?? "";
  if (request.nextUrl.pathname === "/" && accept.includes("application/json") && !accept.includes("text/html")) {
    return NextResponse.rewrite(new URL("/api/v1/status", request.url));
  }
  return nextWithNoncePolicy(request);
}

// Pages only: not the API and next-auth (under /api/, with next.config's headers), Next's built
// files or the favicon, which run no inline script.
export const config = { matcher: "/((?!api/|_next/static/|_next/image|favicon.ico).*)" };

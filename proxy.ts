import { type NextRequest, NextResponse } from "next/server";
import { authenticate } from "@/lib/auth/actor";
import { pageRedirect } from "@/lib/auth/page-access";
import { AppError } from "@/lib/http/errors";

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/") return statusForApiClients(request);
  const target = pageRedirect(pathname, await sessionUser(request));
  return target ? NextResponse.redirect(new URL(target, request.url)) : NextResponse.next();
}

/** `GET /` answers the status JSON to API clients and the landing page to browsers (API.md 12). */
function statusForApiClients(request: NextRequest) {
  const accept = request.headers.get("accept") ?? "";
  if (accept.includes("application/json") && !accept.includes("text/html")) {
    return NextResponse.rewrite(new URL("/api/v1/status", request.url));
  }
  return NextResponse.next();
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

// /admin and /seller pages: who may see them is decided here, before anything renders (lib/auth/page-access.ts).
export const config = { matcher: ["/", "/admin/:path*", "/seller/:path*"] };

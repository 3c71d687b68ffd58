import { type NextRequest, NextResponse } from "next/server";

/** `GET /` answers the status JSON to API clients and the landing page to browsers (API.md 12). */
export function proxy(request: NextRequest) {
  const accept = request.headers.get("accept") ?? "";
  if (accept.includes("application/json") && !accept.includes("text/html")) {
    return NextResponse.rewrite(new URL("/api/v1/status", request.url));
  }
  return NextResponse.next();
}

export const config = { matcher: "/" };

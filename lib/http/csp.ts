import "#server-only";
import { type NextRequest, NextResponse } from "next/server";
import { contentSecurityPolicy, createNonce } from "./security-headers.mjs";

/**
 * Lets a page request through under a policy with a fresh nonce, set on the request (Next.js takes
 * the nonce for the scripts it writes from the request's Content-Security-Policy) and on the answer
 * (what the browser enforces, replacing next.config's policy without a nonce).
 */
export function nextWithNoncePolicy(request: NextRequest): NextResponse {
  const policy = contentSecurityPolicy(createNonce());
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

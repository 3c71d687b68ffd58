import "#server-only";
import type { IncomingMessage } from "node:http";
import { env } from "@/lib/env";

/** Where our HTTP servers write the caller's address; a value the caller sends under this name is replaced. */
export const CLIENT_ADDRESS_HEADER = "x-pix-client-address";

// Set once a server of ours stamps requests: only then does the header come from us.
let stamped = false;

/**
 * The caller's address: the socket's peer or, behind `trustedProxyHops` proxies that each append the
 * address they were reached from to X-Forwarded-For, the entry the outermost one wrote (N-th from the
 * right). Entries further left come from the caller and prove nothing.
 */
export function clientAddressOf(incoming: IncomingMessage, trustedProxyHops = env().TRUSTED_PROXY_HOPS): string {
  const forwarded = String(incoming.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, incoming.socket.remoteAddress ?? "unknown"];
  return chain[Math.max(0, chain.length - 1 - trustedProxyHops)]!;
}

/**
 * Writes the caller's address into the request, over whatever the caller sent. Our servers
 * (scripts/server.ts, the test server) do this first, for every request, before Next.js or the API sees it.
 */
export function stampClientAddress(incoming: IncomingMessage, trustedProxyHops?: number): void {
  stamped = true;
  incoming.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(incoming, trustedProxyHops);
}

/**
 * The caller's address for per-IP limits, as our server stamped it. Under `next dev` no server of
 * ours stands in front and no header can be trusted, so every caller is "unknown": per-IP limits
 * then count all callers together (stricter, never looser).
 */
export function clientIp(headers: Headers): string {
  return (stamped && headers.get(CLIENT_ADDRESS_HEADER)) || "unknown";
}

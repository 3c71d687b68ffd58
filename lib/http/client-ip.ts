import { env } from "@/lib/env";

/**
 * The caller's address from X-Forwarded-For. Next.js fills the header with the socket's address
 * only when the request has none, so with no proxy in front (TRUSTED_PROXY_HOPS=0) a caller can
 * write it: per-IP limits are then best effort and per-account limits carry the weight. Behind
 * N proxies that each append, the entry the outermost one wrote (N-th from the right) is the client.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  if (!forwarded) return "unknown";
  const hops = forwarded.split(",").map((part) => part.trim()).filter(Boolean);
  return hops[hops.length - Math.max(1, env().TRUSTED_PROXY_HOPS)] ?? hops[0] ?? "unknown";
}

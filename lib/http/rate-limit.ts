import "#server-only";
import { direct } from "@/lib/db/direct";
import { env } from "@/lib/env";
import { AppError } from "./errors";
import { hitRateLimit, unhitRateLimits } from "./queries";

export type RateLimitRule = { name: string; key: string; limit: number; windowSeconds: number };

/**
 * A limit on the caller's address (clientIp). ADDRESS_LIMIT_FACTOR raises it where many people share one address:
 * an office behind one NAT, or the browser tests, whose every browser is 127.0.0.1.
 */
export function perAddress(name: string, ip: string, limit: number, windowSeconds: number): RateLimitRule {
  return { name, key: ip, limit: limit * env().ADDRESS_LIMIT_FACTOR, windowSeconds };
}

/**
 * Counts one hit against a fixed window kept in PostgreSQL, so the limit holds across every
 * app instance; throws RATE_LIMITED (with Retry-After) once the window's budget is spent.
 */
export async function consumeRateLimit(rule: RateLimitRule): Promise<void> {
  const bucket = `${rule.name}:${rule.key}`;
  const [row] = await hitRateLimit(direct, bucket, rule.windowSeconds);
  if (row && row.count > rule.limit) {
    throw new AppError("RATE_LIMITED", undefined, { headers: { "Retry-After": String(Math.max(1, row.retryAfter)) } });
  }
}

/** Gives back one hit of each rule's current window, for an attempt that turned out not to count. */
export async function refundRateLimits(rules: RateLimitRule[]): Promise<void> {
  const buckets = rules.map((rule) => `${rule.name}:${rule.key}`);
  await unhitRateLimits(direct, buckets);
}

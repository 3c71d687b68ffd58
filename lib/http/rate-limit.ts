import { direct } from "@/lib/db/direct";
import { AppError } from "./errors";

export type RateLimitRule = { name: string; key: string; limit: number; windowSeconds: number };

/**
 * Counts one hit against a fixed window kept in PostgreSQL, so the limit holds across every
 * app instance; throws RATE_LIMITED (with Retry-After) once the window's budget is spent.
 */
export async function consumeRateLimit(rule: RateLimitRule): Promise<void> {
  const bucket = `${rule.name}:${rule.key}`;
  const [row] = await direct.$queryRaw<{ count: number; retryAfter: number }[]>`
    INSERT INTO rate_limit_buckets (key, "windowStart", count, "expiresAt")
    VALUES (${bucket}, now(), 1, now() + make_interval(secs => ${rule.windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      "windowStart" = CASE WHEN rate_limit_buckets."expiresAt" <= now() THEN now() ELSE rate_limit_buckets."windowStart" END,
      count = CASE WHEN rate_limit_buckets."expiresAt" <= now() THEN 1 ELSE rate_limit_buckets.count + 1 END,
      "expiresAt" = CASE WHEN rate_limit_buckets."expiresAt" <= now()
        THEN now() + make_interval(secs => ${rule.windowSeconds}) ELSE rate_limit_buckets."expiresAt" END
    RETURNING count, ceil(extract(epoch FROM "expiresAt" - now()))::int AS "retryAfter"`;
  if (row && row.count > rule.limit) {
    throw new AppError("RATE_LIMITED", undefined, { headers: { "Retry-After": String(Math.max(1, row.retryAfter)) } });
  }
}

/** Gives back one hit of each rule's current window, for an attempt that turned out not to count. */
export async function refundRateLimits(rules: RateLimitRule[]): Promise<void> {
  const buckets = rules.map((rule) => `${rule.name}:${rule.key}`);
  await direct.$queryRaw`
    UPDATE rate_limit_buckets SET count = count - 1 WHERE key = ANY(${buckets}::text[]) AND count > 0 AND "expiresAt" > now()`;
}

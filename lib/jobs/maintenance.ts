import "#server-only";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { KEY_IN_PROGRESS } from "@/lib/http/idempotency";

const DAY_MS = 86_400_000;

/**
 * Drops rate-limit windows and idempotency keys that have lapsed (a key whose operation is under way never does), and
 * ended logins whose access tokens have all expired, a day of slack after.
 */
export async function purgeExpiredKeys(now = new Date()) {
  const buckets = await db().rateLimitBucket.deleteMany({ where: { expiresAt: { lt: now } } });
  const keys = await db().idempotencyKey.deleteMany({
    where: { expiresAt: { lt: now }, responseStatus: { not: KEY_IN_PROGRESS } },
  });
  const endedBefore = new Date(now.getTime() - env().ACCESS_TOKEN_TTL_SECONDS * 1000 - DAY_MS);
  const families = await db().endedTokenFamily.deleteMany({ where: { endedAt: { lt: endedBefore } } });
  return buckets.count + keys.count + families.count;
}

import "#server-only";
import { db } from "@/lib/db/client";
import { KEY_IN_PROGRESS } from "@/lib/http/idempotency";

/** Drops rate-limit windows and idempotency keys that have lapsed (a key whose operation is under way never does). */
export async function purgeExpiredKeys(now = new Date()) {
  const buckets = await db().rateLimitBucket.deleteMany({ where: { expiresAt: { lt: now } } });
  const keys = await db().idempotencyKey.deleteMany({
    where: { expiresAt: { lt: now }, responseStatus: { not: KEY_IN_PROGRESS } },
  });
  return buckets.count + keys.count;
}

import "#server-only";
import { db } from "@/lib/db/client";

/** Drops rate-limit windows and idempotency keys that have lapsed. */
export async function purgeExpiredKeys(now = new Date()) {
  const buckets = await db().rateLimitBucket.deleteMany({ where: { expiresAt: { lt: now } } });
  const keys = await db().idempotencyKey.deleteMany({ where: { expiresAt: { lt: now } } });
  return buckets.count + keys.count;
}

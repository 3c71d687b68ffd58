import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineCommand, defineQuery, EXAMPLE_UUID } from "@/lib/db/typed-sql";

/** Drops the key if it lapsed, unless its operation is still under way (`inProgress` status). */
export const deleteExpiredKey = defineCommand({
  name: "http.deleteExpiredKey",
  sql: (scope: string, key: string, inProgress: number) =>
    Prisma.sql`DELETE FROM idempotency_keys
      WHERE scope = ${scope} AND key = ${key} AND "expiresAt" <= now() AND "responseStatus" <> ${inProgress}`,
  examples: [["payments", "k", 0]],
});

export type NewKey = {
  scope: string;
  key: string;
  sellerId: string;
  requestHash: string;
  status: number;
  body: unknown;
  ttlHours: number;
};

/**
 * Claims a key with a first answer (`status`, `body`); nothing when the key is taken (a concurrent claim waits for the
 * claiming transaction).
 */
export const insertKey = defineQuery({
  name: "http.insertKey",
  columns: { key: "text" },
  sql: ({ scope, key, sellerId, requestHash, status, body, ttlHours }: NewKey) => Prisma.sql`
    INSERT INTO idempotency_keys (scope, key, "sellerId", "requestHash", "responseStatus", "responseBody", "expiresAt")
    VALUES (${scope}, ${key}, ${sellerId}::uuid, ${requestHash}, ${status}, ${JSON.stringify(body)}::jsonb,
      now() + make_interval(hours => ${ttlHours}))
    ON CONFLICT (scope, key) DO NOTHING
    RETURNING key`,
  examples: [
    [{ scope: "payments", key: "k", sellerId: EXAMPLE_UUID, requestHash: "h", status: 0, body: {}, ttlHours: 24 }],
  ],
});

/** The key's row, once a claim found it taken. */
export const keyRow = defineQuery({
  name: "http.keyRow",
  columns: { requestHash: "text", responseStatus: "int4", responseBody: "jsonb" },
  sql: (scope: string, key: string) => Prisma.sql`
    SELECT "requestHash", "responseStatus", "responseBody" FROM idempotency_keys WHERE scope = ${scope} AND key = ${key}`,
  examples: [["payments", "k"]],
});

/** Frees a key whose operation is still under way (`inProgress` status). */
export const deleteKeyInProgress = defineCommand({
  name: "http.deleteKeyInProgress",
  sql: (scope: string, key: string, inProgress: number) => Prisma.sql`
    DELETE FROM idempotency_keys WHERE scope = ${scope} AND key = ${key} AND "responseStatus" = ${inProgress}`,
  examples: [["payments", "k", 0]],
});

/** Stores the answer, kept `ttlHours` from now: an operation may end long after its key was claimed. */
export const answerKey = defineCommand({
  name: "http.answerKey",
  sql: (scope: string, key: string, body: unknown, ttlHours: number) =>
    Prisma.sql`UPDATE idempotency_keys
      SET "responseStatus" = 200, "responseBody" = ${JSON.stringify(body)}::jsonb,
        "expiresAt" = now() + make_interval(hours => ${ttlHours})
      WHERE scope = ${scope} AND key = ${key}`,
  examples: [["payments", "k", {}, 24]],
});

/**
 * Counts a hit in a rule's fixed window (a new window once the last one expired): the hits so far and the seconds left.
 */
export const hitRateLimit = defineQuery({
  name: "http.hitRateLimit",
  prepared: true,
  columns: { count: "int4", retryAfter: "int4" },
  sql: (bucket: string, windowSeconds: number) => Prisma.sql`
    INSERT INTO rate_limit_buckets (key, "windowStart", count, "expiresAt")
    VALUES (${bucket}, now(), 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      "windowStart" = CASE WHEN rate_limit_buckets."expiresAt" <= now() THEN now() ELSE rate_limit_buckets."windowStart" END,
      count = CASE WHEN rate_limit_buckets."expiresAt" <= now() THEN 1 ELSE rate_limit_buckets.count + 1 END,
      "expiresAt" = CASE WHEN rate_limit_buckets."expiresAt" <= now()
        THEN now() + make_interval(secs => ${windowSeconds}) ELSE rate_limit_buckets."expiresAt" END
    RETURNING count, ceil(extract(epoch FROM "expiresAt" - now()))::int AS "retryAfter"`,
  examples: [["login:ip", 60]],
});

/** Gives back one hit of each bucket's current window. */
export const unhitRateLimits = defineQuery({
  name: "http.unhitRateLimits",
  prepared: true,
  columns: {},
  sql: (buckets: string[]) => Prisma.sql`
    UPDATE rate_limit_buckets SET count = count - 1 WHERE key = ANY(${buckets}::text[]) AND count > 0 AND "expiresAt" > now()`,
  examples: [[["login:ip"]]],
});

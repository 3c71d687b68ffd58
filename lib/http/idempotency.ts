import { createHash } from "node:crypto";
import type { Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "./errors";

const TTL_HOURS = 24;

/** What the route wrapper hands a service from the `Idempotency-Key` header. */
export type IdempotencyRequest = { scope: string; key: string; requestHash: string };

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash("sha256").update(`${method} ${path}\n${JSON.stringify(canonical(body ?? null))}`).digest("hex");
}

/**
 * Runs `create` once per key, inside the caller's transaction: the key row is written with the
 * result, so a crash leaves neither or both. A concurrent request with the same key waits for
 * the first to commit and then gets its response; the same key with another body is a 409.
 */
export async function runIdempotent<T>(tx: Tx, request: IdempotencyRequest | null, create: () => Promise<T>): Promise<T> {
  if (!request) return create();
  const { scope, key, requestHash } = request;
  await tx.$executeRaw`DELETE FROM idempotency_keys WHERE scope = ${scope} AND key = ${key} AND "expiresAt" <= now()`;
  const claimed = await tx.$queryRaw<{ key: string }[]>`
    INSERT INTO idempotency_keys (scope, key, "requestHash", "responseStatus", "responseBody", "expiresAt")
    VALUES (${scope}, ${key}, ${requestHash}, 0, 'null'::jsonb, now() + make_interval(hours => ${TTL_HOURS}))
    ON CONFLICT (scope, key) DO NOTHING
    RETURNING key`;
  if (claimed.length === 0) {
    const existing = await tx.idempotencyKey.findUniqueOrThrow({ where: { scope_key: { scope, key } } });
    if (existing.requestHash !== requestHash) throw new AppError("IDEMPOTENCY_KEY_REUSED");
    return existing.responseBody as T;
  }
  const result = await create();
  await tx.idempotencyKey.update({
    where: { scope_key: { scope, key } },
    data: { responseStatus: 200, responseBody: result as Prisma.InputJsonValue },
  });
  return result;
}

import "#server-only";
import { createHash } from "node:crypto";
import type { Tx } from "@/lib/db/client";
import { AppError } from "./errors";
import { answerKey, deleteExpiredKey, deleteKeyInProgress, insertKey, keyRow } from "./queries";

const TTL_HOURS = 24;

/** What the route wrapper hands a service from the `Idempotency-Key` header. */
export type IdempotencyRequest = { scope: string; key: string; requestHash: string };

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method} ${path}\n${JSON.stringify(canonical(body ?? null))}`)
    .digest("hex");
}

/** What a key holds: nothing yet (now claimed by the caller), an answer, or an operation under way. */
export type KeyClaim<T> = { state: "claimed" } | { state: "answered"; body: T } | { state: "in-progress"; ref: string };

/**
 * An operation under way keeps its reference in the key row, marked by this status until answered. Such a key never
 * lapses: its request may have died a day ago with the refund or charge still open, and a retry must resume that one.
 */
export const KEY_IN_PROGRESS = 0;

/**
 * Claims the key for an operation named `ref` of seller `sellerId` (the one the scope names), in the caller's
 * transaction. A concurrent request with the same key waits for the claiming transaction to commit, then finds its
 * answer or its operation under way; the same key with another body is a 409.
 */
export async function claimIdempotencyKey<T>(
  tx: Tx,
  sellerId: string,
  request: IdempotencyRequest,
  ref: string,
): Promise<KeyClaim<T>> {
  const { scope, key, requestHash } = request;
  await deleteExpiredKey(tx, scope, key, KEY_IN_PROGRESS);
  const claimed = await insertKey(tx, {
    scope,
    key,
    sellerId,
    requestHash,
    status: KEY_IN_PROGRESS,
    body: { ref },
    ttlHours: TTL_HOURS,
  });
  if (claimed.length) return { state: "claimed" };
  // The claim lost to a committed row (a conflict waits for the other transaction), which a release or a lapse may
  // have removed since.
  const [existing] = await keyRow(tx, scope, key);
  if (!existing) throw new AppError("NOT_FOUND");
  if (existing.requestHash !== requestHash) throw new AppError("IDEMPOTENCY_KEY_REUSED");
  if (existing.responseStatus === KEY_IN_PROGRESS)
    return { state: "in-progress", ref: (existing.responseBody as { ref: string }).ref };
  return { state: "answered", body: existing.responseBody as T };
}

/** Stores the answer of the operation that claimed the key, for TTL_HOURS from now. */
export async function answerIdempotencyKey(tx: Tx, scope: string, key: string, body: unknown): Promise<void> {
  await answerKey(tx, scope, key, body, TTL_HOURS);
}

/** Frees a key whose operation failed for good, so the client may try again with it. */
export async function releaseIdempotencyKey(tx: Tx, scope: string, key: string): Promise<void> {
  await deleteKeyInProgress(tx, scope, key, KEY_IN_PROGRESS);
}

/**
 * Runs `create`, an operation of seller `sellerId`, once per key, inside the caller's transaction: the key row is
 * written with the result, so a crash leaves neither or both. For operations that call another system between two
 * transactions, see claimIdempotencyKey.
 */
export async function runIdempotent<T>(
  tx: Tx,
  sellerId: string,
  request: IdempotencyRequest | null,
  create: () => Promise<T>,
): Promise<T> {
  if (!request) return create();
  const claim = await claimIdempotencyKey<T>(tx, sellerId, request, "");
  if (claim.state === "answered") return claim.body;
  // Claimed in this same transaction, so no other operation can be under way.
  const result = await create();
  await answerIdempotencyKey(tx, request.scope, request.key, result);
  return result;
}

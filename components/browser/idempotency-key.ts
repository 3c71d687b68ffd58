/** A random UUID v4. crypto.randomUUID exists only on HTTPS or localhost; getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per submission: resending the same body (a retry after a lost response) reuses the key,
 * so the server answers with the first result instead of creating a second link or withdrawal.
 * Another body, or a new submission after a success (`reset`), gets a fresh key.
 */
export function idempotencyKeys() {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const serialized = JSON.stringify(body);
      if (last?.body !== serialized) last = { body: serialized, key: newIdempotencyKey() };
      return last.key;
    },
    reset() {
      last = null;
    },
  };
}

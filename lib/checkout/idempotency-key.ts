/** A random UUID v4. crypto.randomUUID exists only on HTTPS or localhost; getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Hands out one key per distinct body: a double click or a retry of the same submission gets
 * the first charge back instead of a second one, while corrected data is a new request (the
 * API answers 409 to a reused key with another body).
 */
export function idempotencyKeysPerBody() {
  let last: { body: string; key: string } | null = null;
  return (body: unknown): string => {
    const serialized = JSON.stringify(body);
    if (last?.body !== serialized) last = { body: serialized, key: newIdempotencyKey() };
    return last.key;
  };
}

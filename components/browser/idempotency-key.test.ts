import { describe, expect, it } from "vitest";
import { idempotencyKeys, newIdempotencyKey } from "./idempotency-key";

describe("newIdempotencyKey", () => {
  it("makes distinct UUID v4 strings", () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("idempotencyKeys", () => {
  it("repeats the key for a resent body and changes it for another body", () => {
    const keys = idempotencyKeys();
    const first = keys.keyFor({ amount: 20 });
    expect(keys.keyFor({ amount: 20 })).toBe(first);
    expect(keys.keyFor({ amount: 21 })).not.toBe(first);
  });

  it("gives the same body a new key after a success", () => {
    const keys = idempotencyKeys();
    const first = keys.keyFor({ amount: 20 });
    keys.reset();
    expect(keys.keyFor({ amount: 20 })).not.toBe(first);
  });
});

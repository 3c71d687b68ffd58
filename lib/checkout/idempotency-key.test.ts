import { describe, expect, it } from "vitest";
import { idempotencyKeysPerBody, newIdempotencyKey } from "./idempotency-key";

describe("newIdempotencyKey", () => {
  it("makes distinct UUID v4 strings", () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("idempotencyKeysPerBody", () => {
  it("repeats the key for the same body and changes it for another", () => {
    const keyFor = idempotencyKeysPerBody();
    const first = keyFor({ customer: { name: "Ana" } });
    expect(keyFor({ customer: { name: "Ana" } })).toBe(first);
    const corrected = keyFor({ customer: { name: "Ana Lima" } });
    expect(corrected).not.toBe(first);
    expect(keyFor({ customer: { name: "Ana Lima" } })).toBe(corrected);
  });

  it("starts over in a new series, so a new payment for the same buyer is a new charge", () => {
    const body = { customer: { name: "Ana" } };
    expect(idempotencyKeysPerBody()(body)).not.toBe(idempotencyKeysPerBody()(body));
  });
});

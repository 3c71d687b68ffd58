import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEV_SECRETS_KEYS, SecretsKeysSchema } from "@/lib/env";
import { PLAINTEXT_MARKER, openSecret, resealSecret, sealSecret } from "./secret-box";

const newKey = () => randomBytes(32).toString("base64");
const oldRing = SecretsKeysSchema.parse(`k1:${newKey()}`);
const rotatedRing = SecretsKeysSchema.parse(
  `k2:${newKey()},k1:${Buffer.from(oldRing.keys.get("k1")!).toString("base64")}`,
);
const CONTEXT = "seller_webhooks.secret:6f1c7a52-0000-4000-8000-000000000001";
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw ção €";

/** The same sealed value with one byte of its binary part flipped. */
function flipByte(sealed: string, index: (length: number) => number) {
  const [version, keyId, payload] = sealed.split(":") as [string, string, string];
  const bytes = Buffer.from(payload, "base64url");
  bytes[index(bytes.length)]! ^= 0x01;
  return `${version}:${keyId}:${bytes.toString("base64url")}`;
}

describe("sealing secrets", () => {
  it("round-trips, under a fresh nonce each time, without the plaintext in the sealed value", () => {
    const a = sealSecret(SECRET, CONTEXT, oldRing);
    const b = sealSecret(SECRET, CONTEXT, oldRing);
    expect(a).toMatch(/^v1:k1:[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("MfKQ9r8");
    expect(openSecret(a, CONTEXT, oldRing)).toBe(SECRET);
    expect(openSecret(b, CONTEXT, oldRing)).toBe(SECRET);
  });

  it("detects tampering: nonce, ciphertext, tag, key id, context, truncation, format", () => {
    const sealed = sealSecret(SECRET, CONTEXT, rotatedRing);
    const refused = [
      flipByte(sealed, () => 0), // nonce
      flipByte(sealed, () => 14), // ciphertext
      flipByte(sealed, (length) => length - 1), // tag
      sealed.replace("v1:k2:", "v1:k1:"), // another key of the ring
      sealed.slice(0, 30),
      sealed.replace("v1:", "v2:"),
      `${sealed}:extra`,
      `${PLAINTEXT_MARKER}${SECRET}`,
      SECRET,
    ];
    for (const value of refused) expect(() => openSecret(value, CONTEXT, rotatedRing), value).toThrow();
    expect(() => openSecret(sealed, CONTEXT.replace("0001", "0002"), rotatedRing)).toThrow(/authentication/);
    expect(openSecret(sealed, CONTEXT, rotatedRing)).toBe(SECRET);
  });

  it("opens values under an older key of the ring, and reseals them under the current one", () => {
    const underOld = sealSecret(SECRET, CONTEXT, oldRing);
    expect(openSecret(underOld, CONTEXT, rotatedRing)).toBe(SECRET);
    const moved = resealSecret(underOld, CONTEXT, rotatedRing)!;
    expect(moved).toMatch(/^v1:k2:/);
    expect(openSecret(moved, CONTEXT, rotatedRing)).toBe(SECRET);
    expect(resealSecret(moved, CONTEXT, rotatedRing)).toBeNull();
    // Once k1 leaves the ring, what was not moved no longer opens.
    expect(() =>
      openSecret(
        underOld,
        CONTEXT,
        SecretsKeysSchema.parse(`k2:${Buffer.from(rotatedRing.keys.get("k2")!).toString("base64")}`),
      ),
    ).toThrow(/k1/);
  });

  it("seals a value a migration marked as plaintext", () => {
    const sealed = resealSecret(`${PLAINTEXT_MARKER}${SECRET}`, CONTEXT, rotatedRing)!;
    expect(sealed).toMatch(/^v1:k2:/);
    expect(openSecret(sealed, CONTEXT, rotatedRing)).toBe(SECRET);
  });
});

describe("SECRETS_KEYS", () => {
  it("takes the first key as the current one and refuses malformed entries without echoing them", () => {
    expect(SecretsKeysSchema.parse(DEV_SECRETS_KEYS).currentKeyId).toBe("dev");
    expect([...rotatedRing.keys.keys()]).toEqual(["k2", "k1"]);
    const key = newKey();
    for (const bad of ["", `k1:${key.slice(0, 20)}`, `k 1:${key}`, `k1:${key},k1:${newKey()}`, `k1:${key}:x`, key]) {
      const result = SecretsKeysSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(JSON.stringify(result.error?.issues)).not.toContain(key.slice(0, 20));
    }
  });
});

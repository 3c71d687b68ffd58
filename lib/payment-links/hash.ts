import "#server-only";
import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const LENGTH = 16;
/** The largest multiple of 62 below 256: bytes at or above it are dropped so every letter is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** A link's public identifier: 16 base62 characters (~95 bits), safe in a URL as is. */
export function newLinkHash(): string {
  let hash = "";
  while (hash.length < LENGTH) {
    for (const byte of randomBytes(LENGTH * 2)) {
      if (byte < UNBIASED_LIMIT && hash.length < LENGTH) hash += ALPHABET[byte % ALPHABET.length];
    }
  }
  return hash;
}

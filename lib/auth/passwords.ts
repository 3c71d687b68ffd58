import "#server-only";
import { type Algorithm, hash, verify } from "@node-rs/argon2";

// Algorithm is an ambient const enum, unreadable under isolatedModules; 2 is its Argon2id.
const ARGON2ID: Algorithm = 2;

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane).
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies `password` against `passwordHash`; with no hash (unknown account) it still spends
 * the same work on a dummy hash, so response timing does not reveal which emails exist.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword("dummy-password-for-timing");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

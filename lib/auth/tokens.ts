import "#server-only";
import { randomUUID } from "node:crypto";
import { TokenError, createSigner, createVerifier } from "fast-jwt";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import type { Role } from "@/lib/db/generated/enums";

const ALGORITHM = "HS256";
const ISSUER = "pix-payments";

/** Who an access token is issued to: what it carries of them. */
export type TokenUser = { id: string; email: string; role: Role; approved: boolean };

export type AccessClaims = {
  sub: string;
  email: string;
  role: Role;
  approved: boolean;
  typ: "access";
  iat: number;
  /** Issued at, in milliseconds: `iat`'s seconds cannot tell a token from an "end all sessions" of the same second. */
  ims?: number;
  /** The login (refresh token family) it was issued under: ending the family ends it too. */
  fam?: string;
  exp: number;
};
export type RefreshClaims = { sub: string; jti: string; fam: string; typ: "refresh"; iat: number; exp: number };
/** An integration's token: the seller it acts for and the public key it logged in with. */
export type IntegrationClaims = {
  sub: string;
  pk: string;
  typ: "integration";
  iat: number;
  ims?: number;
  exp: number;
};

type Signer = (payload: Record<string, unknown>) => string;
type Verifier = (token: string) => Record<string, unknown>;

let keys: { secret: string; sign: Signer; verify: Verifier } | undefined;

/**
 * The signer and verifier of the current secret. fast-jwt checks an HMAC synchronously with node:crypto, about 10 µs,
 * where WebCrypto's asynchronous verify (jose) took 110 µs of CPU on every authenticated request.
 */
function jwtKeys() {
  const secret = env().JWT_SECRET;
  if (keys?.secret !== secret) {
    keys = {
      secret,
      sign: createSigner({ key: secret, algorithm: ALGORITHM, iss: ISSUER }),
      // Pinning the algorithm refuses `alg: none` and any asymmetric confusion.
      verify: createVerifier({
        key: secret,
        algorithms: [ALGORITHM],
        allowedIss: ISSUER,
        requiredClaims: ["sub", "iat", "exp"],
      }),
    };
  }
  return keys;
}

/** Seconds since the epoch, `seconds` from now. */
const secondsFromNow = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

export async function signAccessToken(user: TokenUser, familyId: string) {
  return jwtKeys().sign({
    sub: user.id,
    email: user.email,
    role: user.role,
    approved: user.approved,
    typ: "access",
    ims: Date.now(),
    fam: familyId,
    exp: secondsFromNow(env().ACCESS_TOKEN_TTL_SECONDS),
  });
}

export async function signRefreshToken(userId: string, familyId: string) {
  const jti = randomUUID();
  const expiresAt = new Date(Date.now() + env().REFRESH_TOKEN_TTL_SECONDS * 1000);
  const token = jwtKeys().sign({
    sub: userId,
    jti,
    fam: familyId,
    typ: "refresh",
    exp: Math.floor(expiresAt.getTime() / 1000),
  });
  return { token, jti, expiresAt };
}

export async function signIntegrationToken(sellerId: string, publicKey: string) {
  return jwtKeys().sign({
    sub: sellerId,
    pk: publicKey,
    typ: "integration",
    ims: Date.now(),
    exp: secondsFromNow(env().ACCESS_TOKEN_TTL_SECONDS),
  });
}

async function verify<T>(token: string, types: readonly string[]): Promise<T> {
  let payload: Record<string, unknown>;
  try {
    payload = jwtKeys().verify(token);
  } catch (error) {
    if (error instanceof TokenError && error.code === TokenError.codes.expired) throw new AppError("TOKEN_EXPIRED");
    throw new AppError("UNAUTHORIZED", "Token inválido.");
  }
  if (!types.includes(payload.typ as string) || typeof payload.sub !== "string")
    throw new AppError("UNAUTHORIZED", "Token inválido.");
  return payload as T;
}

/** A bearer token: a user's access token or an integration's. */
export const verifyBearerToken = (token: string) =>
  verify<AccessClaims | IntegrationClaims>(token, ["access", "integration"]);
export const verifyRefreshToken = (token: string) => verify<RefreshClaims>(token, ["refresh"]);

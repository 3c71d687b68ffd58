import "#server-only";
import { type KeyObject, createSecretKey, randomUUID } from "node:crypto";
import { SignJWT, errors as joseErrors, jwtVerify } from "jose";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import type { Role } from "@/lib/db/generated/enums";

const ALGORITHM = "HS256";
const ISSUER = "pix-payments";

export type AccessClaims = {
  sub: string;
  email: string;
  role: Role;
  approved: boolean;
  typ: "access";
  iat: number;
  /** Issued at, in milliseconds: `iat`'s seconds cannot tell a token from an "end all sessions" of the same second. */
  ims?: number;
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

let signingKey: { secret: string; key: KeyObject } | undefined;

/** One key object per secret: jose caches the WebCrypto key it derives from it, raw bytes it imports on every call. */
function secretKey(): KeyObject {
  const secret = env().JWT_SECRET;
  if (signingKey?.secret !== secret) signingKey = { secret, key: createSecretKey(Buffer.from(secret, "utf8")) };
  return signingKey.key;
}

export async function signAccessToken(user: { id: string; email: string; role: Role; approved: boolean }) {
  return new SignJWT({ email: user.email, role: user.role, approved: user.approved, typ: "access", ims: Date.now() })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${env().ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secretKey());
}

export async function signRefreshToken(userId: string, familyId: string) {
  const jti = randomUUID();
  const expiresAt = new Date(Date.now() + env().REFRESH_TOKEN_TTL_SECONDS * 1000);
  const token = await new SignJWT({ fam: familyId, typ: "refresh" })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(userId)
    .setJti(jti)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey());
  return { token, jti, expiresAt };
}

export async function signIntegrationToken(sellerId: string, publicKey: string) {
  return new SignJWT({ pk: publicKey, typ: "integration", ims: Date.now() })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(sellerId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${env().ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secretKey());
}

async function verify<T>(token: string, types: readonly string[]): Promise<T> {
  try {
    // Pinning the algorithm refuses `alg: none` and any asymmetric confusion.
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: [ALGORITHM], issuer: ISSUER });
    if (!types.includes(payload.typ as string) || typeof payload.sub !== "string")
      throw new AppError("UNAUTHORIZED", "Token inválido.");
    return payload as T;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new AppError("TOKEN_EXPIRED");
    throw new AppError("UNAUTHORIZED", "Token inválido.");
  }
}

/** A bearer token: a user's access token or an integration's. */
export const verifyBearerToken = (token: string) =>
  verify<AccessClaims | IntegrationClaims>(token, ["access", "integration"]);
export const verifyRefreshToken = (token: string) => verify<RefreshClaims>(token, ["refresh"]);

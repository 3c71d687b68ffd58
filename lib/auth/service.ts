import "#server-only";
import { sendEmailVerification } from "@/lib/accounts/email-verification";
import { isUniqueViolation } from "@/lib/db/errors";
import { transaction } from "@/lib/db/transaction";
import { direct } from "@/lib/db/direct";
import { AppError } from "@/lib/http/errors";
import { consumeRateLimit, refundRateLimits } from "@/lib/http/rate-limit";
import { addFounder } from "@/lib/team/accounts";
import { toUserJson } from "@/lib/users/serializers";
import { hashPassword, verifyPassword } from "./passwords";
import { insertUser } from "@/lib/users/queries";
import { type LoginUser, lockRefreshToken, loginUser, replaceRefreshToken, tokenUser } from "./queries";
import { loginAttemptLimits, loginFailureLimits } from "./rate-limits";
import type { LoginInput, RegisterInput } from "./schema";
import { checkLoginCode } from "./totp";
import { endFamily, issueTokens } from "./session-tokens";
import { type TokenUser, verifyRefreshToken } from "./tokens";

export function toLoginUser(user: TokenUser) {
  return { id: user.id, email: user.email, role: user.role, approved: user.approved };
}

export async function register(input: RegisterInput) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await transaction(async (tx) => {
      const user = (
        await insertUser(tx, {
          email: input.email,
          passwordHash,
          companyName: input.companyName,
          role: "seller",
          approved: false,
        })
      )[0]!;
      await addFounder(tx, user);
      await sendEmailVerification(tx, user);
      const { tokens } = await issueTokens(tx, user);
      return { user: toUserJson(user), tokens };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("EMAIL_ALREADY_EXISTS");
    throw error;
  }
}

/** The active user with these credentials, or null; unknown and wrong cost the same time. */
async function verifyCredentials({ email, password }: LoginInput): Promise<LoginUser | null> {
  const [user] = await loginUser(direct, email);
  const active = user && !user.deletedAt ? user : null;
  const ok = await verifyPassword(active?.passwordHash, password);
  return ok ? active : null;
}

/**
 * The password check of every login, API and browser alike, under the login limits (rate-limits.ts)
 * of the caller's address `ip`. Throws RATE_LIMITED (with Retry-After) before checking anything. After a right
 * password, a person with two-factor sign-in on needs the code too (totp.ts): TOTP_REQUIRED, TOTP_INVALID.
 */
export async function checkLogin(input: LoginInput, ip: string): Promise<LoginUser | null> {
  const failureLimits = loginFailureLimits(ip, input.email);
  for (const rule of [...loginAttemptLimits(ip), ...failureLimits]) await consumeRateLimit(rule);
  const user = await verifyCredentials(input);
  if (!user) return null;
  await refundRateLimits(failureLimits);
  await checkLoginCode(user, input.totp);
  return user;
}

export async function login(input: LoginInput, ip: string) {
  const user = await checkLogin(input, ip);
  if (!user) throw new AppError("INVALID_CREDENTIALS");
  // One insert: no transaction around it.
  const { tokens } = await issueTokens(direct, user);
  return { user: toLoginUser(user), tokens };
}

type RotationOutcome = { tokens: { access: string; refresh: string } } | { reused: true } | { invalid: true };

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family issued.
 * A token presented twice means it leaked, so its whole family is revoked.
 */
export async function refresh(token: string) {
  const claims = await verifyRefreshToken(token);
  const outcome = await transaction(async (tx): Promise<RotationOutcome> => {
    const [row] = await lockRefreshToken(tx, claims.jti);
    if (!row || row.userId !== claims.sub) return { invalid: true };
    if (row.revokedAt) {
      await endFamily(tx, row.familyId);
      return { reused: true };
    }
    const [user] = await tokenUser(tx, row.userId);
    if (!user || user.deletedAt) return { invalid: true };
    const next = await issueTokens(tx, user, row.familyId);
    // The row is locked above: it is there to update.
    await replaceRefreshToken(tx, claims.jti, next.id, new Date());
    return { tokens: next.tokens };
  });
  if ("tokens" in outcome) return { tokens: outcome.tokens };
  throw new AppError("UNAUTHORIZED", "Refresh token inválido ou já utilizado.");
}

export async function logout(token: string) {
  const claims = await verifyRefreshToken(token);
  await transaction((tx) => endFamily(tx, claims.fam));
}

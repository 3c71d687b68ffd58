import "#server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { consumeRateLimit, refundRateLimits } from "@/lib/http/rate-limit";
import { verifyPassword } from "./passwords";
import { currentPasswordFailureLimits } from "./rate-limits";

/**
 * Checks the password a person already signed in types again before a sensitive change (the password, the e-mail,
 * the payout key, the account's ownership, two-factor sign-in): 400 at `currentPassword` when wrong. Counted against
 * their limit of wrong passwords (rate-limits.ts), shared by every such change: without it, someone holding a stolen
 * session or token could guess the password the login's limits protect, then change it and lock the owner out. A
 * right password gives its hit back.
 */
export async function assertCurrentPassword(userId: string, typed: string): Promise<void> {
  const limits = currentPasswordFailureLimits(userId);
  for (const rule of limits) await consumeRateLimit(rule);
  const user = await db().user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(user?.passwordHash, typed)))
    throw new AppError("VALIDATION_FAILED", undefined, {
      details: [{ path: "currentPassword", message: "Senha incorreta" }],
    });
  await refundRateLimits(limits);
}

import "#server-only";
import { consumeRateLimit, refundRateLimits } from "@/lib/http/rate-limit";
import { verifyPassword } from "./passwords";
import { currentPasswordFailureLimits } from "./rate-limits";

/**
 * Whether `typed` is the password of a person already signed in, who confirms it before a sensitive change (the
 * password, the e-mail, the payout key, the account's ownership). Counted against their limit of wrong passwords
 * (rate-limits.ts), shared by every such change: without it, someone holding a stolen session or token could guess
 * the password the login's limits protect, then change it and lock the owner out. A right password gives its hit back.
 */
export async function isCurrentPassword(
  userId: string,
  passwordHash: string | null | undefined,
  typed: string,
): Promise<boolean> {
  const limits = currentPasswordFailureLimits(userId);
  for (const rule of limits) await consumeRateLimit(rule);
  const ok = await verifyPassword(passwordHash, typed);
  if (ok) await refundRateLimits(limits);
  return ok;
}

import "#server-only";
import { perAddress, type RateLimitRule } from "@/lib/http/rate-limit";

// Every login attempt from an address, whatever the account: generous enough for an office behind one
// NAT, tight enough to slow credential stuffing.
export const loginAttemptLimits = (ip: string): RateLimitRule[] => [perAddress("login-ip", ip, 30, 60)];

/**
 * Failed logins of one account (a correct password gives its hits back). Ten from one address lock
 * that address out of the account for 15 minutes, so a guesser cannot lock the owner out from
 * elsewhere. Across all addresses a much higher ceiling holds, with waits that grow as failures go
 * on: 50 in 15 minutes (then the rest of those 15 minutes), 10 more in the hour (the rest of the
 * hour), 100 in a day (the rest of the day). Counted in this order, a refused attempt stopping at
 * the rule that refused it: a locked-out address spends nothing of the account's ceiling.
 */
export const loginFailureLimits = (ip: string, email: string): RateLimitRule[] => [
  { name: "login-email-ip", key: `${ip} ${email}`, limit: 10, windowSeconds: 15 * 60 },
  { name: "login-email", key: email, limit: 50, windowSeconds: 15 * 60 },
  { name: "login-email-hour", key: email, limit: 60, windowSeconds: 60 * 60 },
  { name: "login-email-day", key: email, limit: 100, windowSeconds: 24 * 60 * 60 },
];

/**
 * Wrong passwords typed by someone signed in, to confirm a sensitive change (current-password.ts): ten in 15 minutes,
 * then even the right one waits. Per person, as the session already names them.
 */
export const currentPasswordFailureLimits = (userId: string): RateLimitRule[] => [
  { name: "current-password-user", key: userId, limit: 10, windowSeconds: 15 * 60 },
];

export const registerLimits = (ip: string): RateLimitRule[] => [perAddress("register-ip", ip, 10, 60 * 60)];

export const refreshLimits = (ip: string): RateLimitRule[] => [perAddress("refresh-ip", ip, 60, 60)];

/**
 * Wrong second-factor codes of one person, wherever they are typed (login, enrolment, a sensitive change): five in
 * 15 minutes, then even the right code waits. A right code gives its hit back. Per person, not per address: a
 * guesser who has the password gets about 480 tries a day at a million codes.
 */
export const totpFailureLimits = (userId: string): RateLimitRule[] => [
  { name: "totp-user", key: userId, limit: 5, windowSeconds: 15 * 60 },
];

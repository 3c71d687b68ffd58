import "#server-only";
import { perAddress, type RateLimitRule } from "@/lib/http/rate-limit";

/**
 * Reset requests: counted whether or not the address has an account, so a refusal tells nothing. The address's
 * limit keeps anyone from flooding a mailbox with links; the caller's, from probing many addresses.
 */
export const passwordResetRequestLimits = (ip: string, email: string): RateLimitRule[] => [
  perAddress("password-reset-ip", ip, 20, 60 * 60),
  { name: "password-reset-email", key: email, limit: 5, windowSeconds: 60 * 60 },
];

/** Opening and using e-mailed links (reset, new e-mail): a token cannot be guessed, but trying costs nothing. */
export const accountLinkLimits = (ip: string): RateLimitRule[] => [perAddress("account-link-ip", ip, 30, 15 * 60)];

/** E-mail change requests of one person: each one e-mails two addresses. */
export const emailChangeLimits = (userId: string): RateLimitRule[] => [
  { name: "email-change-user", key: userId, limit: 5, windowSeconds: 60 * 60 },
];

/** Another confirmation link for one's own address: each one is an e-mail. */
export const emailVerificationLimits = (userId: string): RateLimitRule[] => [
  { name: "email-verification-user", key: userId, limit: 5, windowSeconds: 60 * 60 },
];

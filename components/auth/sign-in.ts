import { signIn } from "next-auth/react";
import { LOGIN_RATE_LIMITED, LOGIN_TOTP_INVALID, LOGIN_TOTP_REQUIRED } from "@/lib/auth/login-errors";

export type SignInOutcome = "ok" | "invalid" | "rate-limited" | "totp-required" | "totp-invalid";

const OUTCOMES: Record<string, SignInOutcome> = {
  [LOGIN_RATE_LIMITED]: "rate-limited",
  [LOGIN_TOTP_REQUIRED]: "totp-required",
  [LOGIN_TOTP_INVALID]: "totp-invalid",
};

/**
 * Opens a browser session with email and password, plus the two-factor code once the server asked for it, through
 * next-auth's credentials provider.
 */
export async function signInWithPassword(email: string, password: string, totp?: string): Promise<SignInOutcome> {
  const result = await signIn("credentials", { email, password, ...(totp && { totp }), redirect: false });
  if (result?.ok && !result.error) return "ok";
  return (result?.error && OUTCOMES[result.error]) || "invalid";
}

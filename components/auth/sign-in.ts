import { signIn } from "next-auth/react";
import { LOGIN_RATE_LIMITED } from "@/lib/auth/login-errors";

export type SignInOutcome = "ok" | "invalid" | "rate-limited";

/** Opens a browser session with email and password through next-auth's credentials provider. */
export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  const result = await signIn("credentials", { email, password, redirect: false });
  if (result?.ok && !result.error) return "ok";
  return result?.error === LOGIN_RATE_LIMITED ? "rate-limited" : "invalid";
}

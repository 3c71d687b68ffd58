import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import type { RecoveryCodes, TotpDisableInput, TotpEnrolment } from "@/lib/auth/schema";

const TOTP_PATH = "/api/v1/users/me/totp";

/** A new secret to scan, for the password; nothing changes at sign-in until the first code confirms it. */
export function useStartTotp() {
  return useMutation({
    mutationFn: (currentPassword: string) =>
      apiFetch<TotpEnrolment>(TOTP_PATH, { method: "POST", body: { currentPassword } }),
  });
}

/** Turns two-factor sign-in on with the app's first code; the answer holds the recovery codes, shown once. */
export function useConfirmTotp() {
  return useMutation({
    mutationFn: (code: string) => apiFetch<RecoveryCodes>(`${TOTP_PATH}/confirm`, { method: "POST", body: { code } }),
  });
}

export function useDisableTotp() {
  return useMutation({
    mutationFn: (input: TotpDisableInput) => apiFetch<void>(TOTP_PATH, { method: "DELETE", body: input }),
  });
}

export function useRegenerateRecoveryCodes() {
  return useMutation({
    mutationFn: (code: string) =>
      apiFetch<RecoveryCodes>(`${TOTP_PATH}/recovery-codes`, { method: "POST", body: { code } }),
  });
}

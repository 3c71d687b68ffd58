import { useMutation } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/components/browser/api-client";
import type {
  RecordManualPayoutFailureSchema,
  RecordManualPayoutSchema,
  RejectWithdrawalSchema,
  SandboxPayoutResult,
  WithdrawalSchema,
} from "@/lib/withdrawals/schema";
import type { z } from "@/lib/zod";

type WithdrawalJson = z.infer<typeof WithdrawalSchema>;

/** The withdrawal left REQUESTED before this decision arrived (another admin, another tab). */
export const isAlreadyDecided = (error: unknown) =>
  error instanceof ApiError && error.body.code === "INVALID_STATUS_TRANSITION";

const withdrawalPath = (id: string) => `/api/v1/admin/withdrawals/${encodeURIComponent(id)}`;

export function useApproveWithdrawal(withdrawalId: string) {
  return useMutation({
    mutationFn: () => apiFetch<WithdrawalJson>(`${withdrawalPath(withdrawalId)}/approve`, { method: "POST" }),
  });
}

export function useRejectWithdrawal(withdrawalId: string) {
  return useMutation({
    mutationFn: (input: z.input<typeof RejectWithdrawalSchema>) =>
      apiFetch<WithdrawalJson>(`${withdrawalPath(withdrawalId)}/reject`, { method: "POST", body: input }),
  });
}

/** The payout an admin made at the bank (PAYOUT_PROVIDER=manual): the withdrawal completes. */
export function useRecordManualPayout(withdrawalId: string) {
  return useMutation({
    mutationFn: (input: z.input<typeof RecordManualPayoutSchema>) =>
      apiFetch<WithdrawalJson>(`${withdrawalPath(withdrawalId)}/record-payout`, { method: "POST", body: input }),
  });
}

/** A manual payout the bank could not make: the withdrawal fails and the amount returns to the seller. */
export function useRecordManualPayoutFailure(withdrawalId: string) {
  return useMutation({
    mutationFn: (input: z.input<typeof RecordManualPayoutFailureSchema>) =>
      apiFetch<WithdrawalJson>(`${withdrawalPath(withdrawalId)}/record-payout-failure`, {
        method: "POST",
        body: input,
      }),
  });
}

/**
 * Has the sandbox provider apply its signed payout callback, as a bank's would arrive once the PIX lands (or bounces).
 */
export function useSimulatePayout(withdrawalId: string) {
  return useMutation({
    mutationFn: (outcome: "complete" | "fail") =>
      apiFetch<SandboxPayoutResult>(`/api/v1/sandbox/withdrawals/${encodeURIComponent(withdrawalId)}/${outcome}`, {
        method: "POST",
      }),
  });
}

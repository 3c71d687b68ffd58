import { useMutation } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/components/browser/api-client";
import type { RejectWithdrawalSchema, SandboxPayoutResult, WithdrawalSchema } from "@/lib/withdrawals/schema";
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

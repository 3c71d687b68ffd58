import { useMutation, useQueryClient } from "@tanstack/react-query";
import { balanceKeys } from "@/components/balance/balance-keys";
import { apiFetch } from "@/components/browser/api-client";
import { type WithdrawalJson, withdrawalKeys } from "./withdrawal-keys";

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<WithdrawalJson>(`/api/v1/withdrawals/${id}/cancel`, { method: "POST" }),
    // Also on failure: a refusal usually means an admin reviewed it meanwhile, so show its real status.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
        queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
      ]),
  });
}

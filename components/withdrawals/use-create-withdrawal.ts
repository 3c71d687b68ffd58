import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { balanceKeys } from "@/components/balance/balance-keys";
import { apiFetch } from "@/components/browser/api-client";
import { idempotencyKeys } from "@/components/browser/idempotency-key";
import { type WithdrawalJson, withdrawalKeys } from "./withdrawal-keys";

/** The payout goes to the registered key: the browser never names one. */
type WithdrawalRequest = { amount: number };

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  const [keys] = useState(idempotencyKeys);
  return useMutation({
    mutationFn: (request: WithdrawalRequest) =>
      apiFetch<WithdrawalJson>("/api/v1/withdrawals", {
        method: "POST",
        body: request,
        idempotencyKey: keys.keyFor(request),
      }),
    onSuccess: () => {
      keys.reset();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
        queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
      ]);
    },
  });
}

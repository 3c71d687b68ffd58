import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { balanceKeys } from "@/components/balance/balance-keys";
import { apiPostIdempotent } from "@/components/browser/api-request";
import { idempotencyKeys } from "@/components/browser/idempotency-key";
import { type WithdrawalJson, withdrawalKeys } from "./withdrawal-keys";

/** The payout goes to the registered key: the browser never names one. */
type WithdrawalRequest = { amount: number };

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  const [keys] = useState(idempotencyKeys);
  return useMutation({
    mutationFn: (request: WithdrawalRequest) =>
      apiPostIdempotent<WithdrawalJson>("/api/v1/withdrawals", request, keys.keyFor(request)),
    onSuccess: () => {
      keys.reset();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
        queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { balanceKeys } from "@/components/balance/balance-keys";
import { apiPostIdempotent } from "@/lib/client/api-request";
import { idempotencyKeys } from "@/lib/client/idempotency-key";
import type { PixKeyType } from "@/lib/withdrawals/pix-key";
import { type WithdrawalJson, withdrawalKeys } from "./withdrawal-keys";

type WithdrawalRequest = { amount: number; pixKey: string; pixKeyType?: PixKeyType };

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  const [keys] = useState(idempotencyKeys);
  return useMutation({
    mutationFn: (request: WithdrawalRequest) => apiPostIdempotent<WithdrawalJson>("/api/v1/withdrawals", request, keys.keyFor(request)),
    onSuccess: () => {
      keys.reset();
      return Promise.all([queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }), queryClient.invalidateQueries({ queryKey: balanceKeys.all })]);
    },
  });
}

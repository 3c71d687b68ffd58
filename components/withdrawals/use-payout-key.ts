import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/components/browser/api-client";
import type { PutPayoutKeyInput } from "@/lib/withdrawals/schema";
import { type PayoutKeyJson, withdrawalKeys } from "./withdrawal-keys";

/** The registered payout key; null while the seller has none (the API's 404). */
export function useGetPayoutKey(initialData: PayoutKeyJson | null) {
  return useQuery({
    queryKey: withdrawalKeys.payoutKey(),
    queryFn: () =>
      apiFetch<PayoutKeyJson>("/api/v1/payout-keys/me").catch((error: unknown) => {
        if (error instanceof ApiError && error.body.statusCode === 404) return null;
        throw error;
      }),
    initialData,
  });
}

export function usePutPayoutKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PutPayoutKeyInput) =>
      apiFetch<PayoutKeyJson>("/api/v1/payout-keys/me", { method: "PUT", body: input }),
    onSuccess: (key) => queryClient.setQueryData(withdrawalKeys.payoutKey(), key),
  });
}

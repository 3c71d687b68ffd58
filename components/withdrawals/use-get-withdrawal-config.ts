import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import { type WithdrawalConfigJson, withdrawalKeys } from "./withdrawal-keys";

export function useGetWithdrawalConfig(initialData: WithdrawalConfigJson) {
  return useQuery({
    queryKey: withdrawalKeys.config(),
    queryFn: () => apiFetch<WithdrawalConfigJson>("/api/v1/withdrawal-configs/me"),
    initialData,
  });
}

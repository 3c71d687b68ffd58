import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import { balanceKeys } from "./balance-keys";
import type { BalanceJson } from "./balance-types";

export function useGetBalance(initialData: BalanceJson) {
  return useQuery({
    queryKey: balanceKeys.current(),
    queryFn: () => apiFetch<BalanceJson>("/api/v1/seller-balances/me"),
    initialData,
  });
}

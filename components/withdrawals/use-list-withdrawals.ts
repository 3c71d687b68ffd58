import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import type { Page } from "@/lib/http/pagination";
import { type WithdrawalJson, withdrawalKeys } from "./withdrawal-keys";

export function useListWithdrawals(page: number, initialData: Page<WithdrawalJson>) {
  return useQuery({
    queryKey: withdrawalKeys.list(page),
    queryFn: () => apiFetch<Page<WithdrawalJson>>(`/api/v1/withdrawals?page=${page}`),
    initialData,
  });
}

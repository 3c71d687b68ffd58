import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/http/api-client";
import type { Page } from "@/lib/http/pagination";
import { balanceKeys } from "./balance-keys";
import type { TransactionJson } from "./balance-types";

export function useListTransactions(page: number, initialData: Page<TransactionJson>) {
  return useQuery({
    queryKey: balanceKeys.statement(page),
    queryFn: () => apiFetch<Page<TransactionJson>>(`/api/v1/transactions?page=${page}`),
    initialData,
  });
}

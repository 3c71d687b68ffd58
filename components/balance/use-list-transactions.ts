import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import type { Page } from "@/lib/http/pagination";
import { balanceKeys } from "./balance-keys";
import type { StatementRange, TransactionJson } from "./balance-types";

export function useListTransactions(page: number, range: StatementRange, initialData: Page<TransactionJson>) {
  return useQuery({
    queryKey: balanceKeys.statement(page, range),
    queryFn: () =>
      apiFetch<Page<TransactionJson>>(`/api/v1/transactions?${new URLSearchParams({ ...range, page: String(page) })}`),
    initialData,
  });
}

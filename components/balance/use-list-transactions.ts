import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import type { Page } from "@/lib/http/pagination";
import { balanceKeys } from "./balance-keys";
import type { TransactionJson } from "./balance-types";
import type { StatementRange } from "./statement-filters";
import { definedParams } from "@/components/seller/search-params";

export function useListTransactions(page: number, range: StatementRange, initialData: Page<TransactionJson>) {
  return useQuery({
    queryKey: balanceKeys.statement(page, range),
    queryFn: () =>
      apiFetch<Page<TransactionJson>>(
        `/api/v1/transactions?${new URLSearchParams({ ...definedParams(range), page: String(page) })}`,
      ),
    initialData,
  });
}

import { useQuery } from "@tanstack/react-query";
import { queryString } from "@/components/browser/api-request";
import { apiFetch } from "@/components/browser/api-client";
import type { Page } from "@/lib/http/pagination";
import { type CustomerFilters, type CustomerJson, customerKeys } from "./customer-keys";

export function useListCustomers(filters: CustomerFilters, initialData: Page<CustomerJson>) {
  return useQuery({
    queryKey: customerKeys.list(filters),
    queryFn: () => apiFetch<Page<CustomerJson>>(`/api/v1/customers${queryString(filters)}`),
    initialData,
  });
}

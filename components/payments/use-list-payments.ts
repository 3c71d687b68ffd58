import { useQuery } from "@tanstack/react-query";
import { queryString } from "@/components/browser/api-request";
import { apiFetch } from "@/components/browser/api-client";
import type { Page } from "@/lib/http/pagination";
import type { PaymentJson } from "@/lib/payments/schema";
import { type PaymentFilters, paymentKeys } from "./payment-keys";

export function useListPayments(filters: PaymentFilters, initialData: Page<PaymentJson>) {
  return useQuery({
    queryKey: paymentKeys.list(filters),
    queryFn: () => apiFetch<Page<PaymentJson>>(`/api/v1/payments${queryString(filters)}`),
    initialData,
  });
}

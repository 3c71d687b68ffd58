import { useQuery } from "@tanstack/react-query";
import { queryString } from "@/components/browser/api-request";
import { apiFetch } from "@/components/browser/api-client";
import type { Page } from "@/lib/http/pagination";
import type { PaymentLinkJson } from "@/lib/payment-links/schema";
import { type PaymentLinkFilters, paymentLinkKeys } from "./payment-link-keys";

/** The seller's links; `initialData` is the page the server rendered, so the first paint needs no request. */
export function useListPaymentLinks(filters: PaymentLinkFilters, initialData: Page<PaymentLinkJson>) {
  return useQuery({
    queryKey: paymentLinkKeys.list(filters),
    queryFn: () => apiFetch<Page<PaymentLinkJson>>(`/api/v1/payment-links${queryString(filters)}`),
    initialData,
  });
}

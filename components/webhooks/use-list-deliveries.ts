import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { queryString } from "@/components/browser/api-request";
import { apiFetch } from "@/components/browser/api-client";
import type { Page } from "@/lib/http/pagination";
import { DELIVERIES_PER_PAGE, type DeliveryFilters, type DeliveryJson, webhookKeys } from "./webhook-keys";

export function useListDeliveries(webhookId: string, filters: DeliveryFilters) {
  return useQuery({
    queryKey: webhookKeys.deliveries(webhookId, filters),
    queryFn: () =>
      apiFetch<Page<DeliveryJson>>(
        `/api/v1/seller-webhooks/${webhookId}/deliveries${queryString({ ...filters, perPage: DELIVERIES_PER_PAGE })}`,
      ),
    // Keeps the current page on screen while the next filter or page loads.
    placeholderData: keepPreviousData,
  });
}

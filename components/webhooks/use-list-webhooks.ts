import { useQuery } from "@tanstack/react-query";
import { queryString } from "@/components/browser/api-request";
import { apiFetch } from "@/components/browser/api-client";
import type { Page } from "@/lib/http/pagination";
import { WEBHOOKS_PER_PAGE, type WebhookJson, webhookKeys } from "./webhook-keys";

/** The seller's endpoints; `initialData` is the page the server rendered. */
export function useListWebhooks(page: number, initialData: Page<WebhookJson>) {
  return useQuery({
    queryKey: webhookKeys.list(page),
    queryFn: () =>
      apiFetch<Page<WebhookJson>>(`/api/v1/seller-webhooks${queryString({ page, perPage: WEBHOOKS_PER_PAGE })}`),
    initialData,
  });
}

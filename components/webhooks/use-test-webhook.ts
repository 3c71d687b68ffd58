import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import { type DeliveryJson, webhookKeys } from "./webhook-keys";

/** Sends a `webhook.test` event now; the answer is the delivery after that one attempt. */
export function useTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<DeliveryJson>(`/api/v1/seller-webhooks/${id}/test`, { method: "POST" }),
    onSuccess: (_delivery, id) => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveriesOf(id) }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import { type DeliveryJson, webhookKeys } from "./webhook-keys";

/** Puts a delivery back in the queue and tries it once right away. */
export function useResendDelivery(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiFetch<DeliveryJson>(`/api/v1/seller-webhooks/${webhookId}/deliveries/${deliveryId}/resend`, {
        method: "POST",
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveriesOf(webhookId) }),
  });
}

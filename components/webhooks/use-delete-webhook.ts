import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import { webhookKeys } from "./webhook-keys";

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/v1/seller-webhooks/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

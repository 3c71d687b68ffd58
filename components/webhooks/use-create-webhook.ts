import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import type { CreateWebhookSchema } from "@/lib/webhooks/schema";
import type { z } from "@/lib/zod";
import { type CreatedWebhookJson, webhookKeys } from "./webhook-keys";

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof CreateWebhookSchema>) =>
      apiFetch<CreatedWebhookJson>("/api/v1/seller-webhooks", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

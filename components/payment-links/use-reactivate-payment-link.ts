import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import type { PaymentLinkJson } from "@/lib/payment-links/schema";
import { paymentLinkKeys } from "./payment-link-keys";

export function useReactivatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<PaymentLinkJson>(`/api/v1/payment-links/${id}/activate`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentLinkKeys.all }),
  });
}

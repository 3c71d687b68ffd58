import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/http/api-client";
import type { PaymentJson } from "@/lib/payments/schema";
import { refreshAfterChange } from "./payment-cache";
import { paymentKeys } from "./payment-keys";

export function useRefundPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<PaymentJson>(`/api/v1/payments/${id}/refund`, { method: "POST" }),
    onSuccess: (payment) => refreshAfterChange(queryClient, payment),
    // Refused, perhaps because another tab changed it meanwhile: show its current state.
    onError: () => queryClient.invalidateQueries({ queryKey: paymentKeys.detail(id) }),
  });
}

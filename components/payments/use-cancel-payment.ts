import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import type { PaymentJson } from "@/lib/payments/schema";
import { refreshAfterChange } from "./payment-cache";
import { paymentKeys } from "./payment-keys";

export function useCancelPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason?: string } | undefined) =>
      apiFetch<PaymentJson>(`/api/v1/payments/${id}/cancel`, { method: "POST", body: body ?? {} }),
    onSuccess: (payment) => refreshAfterChange(queryClient, payment),
    // Refused, perhaps because another tab changed it meanwhile: show its current state.
    onError: () => queryClient.invalidateQueries({ queryKey: paymentKeys.detail(id) }),
  });
}

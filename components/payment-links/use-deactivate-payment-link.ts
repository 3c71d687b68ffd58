import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import { paymentLinkKeys } from "./payment-link-keys";

export function useDeactivatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/v1/payment-links/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentLinkKeys.all }),
  });
}

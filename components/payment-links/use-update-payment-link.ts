import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import type { PaymentLinkJson } from "@/lib/payment-links/schema";
import { paymentLinkKeys } from "./payment-link-keys";

type PaymentLinkChanges = Partial<{
  description: string;
  amount: number;
  expiresAt: string | null;
  maxPayments: number | null;
}>;

export function useUpdatePaymentLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PaymentLinkChanges) =>
      apiFetch<PaymentLinkJson>(`/api/v1/payment-links/${id}`, { method: "PATCH", body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentLinkKeys.all }),
  });
}

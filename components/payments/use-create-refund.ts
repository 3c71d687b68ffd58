import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import type { RefundJson } from "@/lib/refunds/schema";
import { refreshAfterRefund } from "./payment-cache";
import { paymentKeys } from "./payment-keys";

type RefundRequest = { body: { amount: number; reason?: string }; idempotencyKey: string };

export function useCreateRefund(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: RefundRequest) =>
      apiFetch<RefundJson>(`/api/v1/payments/${paymentId}/refunds`, { method: "POST", body, idempotencyKey }),
    // Refused or not, the refunds may have changed: another tab refunded, or a refund was recorded before the provider
    // failed to answer.
    onSettled: () =>
      Promise.all([
        refreshAfterRefund(queryClient, paymentId),
        queryClient.invalidateQueries({ queryKey: paymentKeys.refundsOf(paymentId) }),
      ]),
  });
}

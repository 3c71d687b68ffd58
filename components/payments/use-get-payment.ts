import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import type { PaymentDetailJson, PaymentJson } from "@/lib/payments/schema";
import { type PaymentView, paymentKeys } from "./payment-keys";

/** One payment, fresh from the API (which also expires an overdue charge); the list's row shows meanwhile. */
export function useGetPayment(id: string, fromList?: PaymentJson) {
  return useQuery<PaymentView>({
    queryKey: paymentKeys.detail(id),
    queryFn: () => apiFetch<PaymentDetailJson>(`/api/v1/payments/${id}`),
    placeholderData: fromList,
    staleTime: 0,
  });
}

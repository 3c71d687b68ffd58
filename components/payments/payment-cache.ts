import type { QueryClient } from "@tanstack/react-query";
import { balanceKeys } from "@/components/balance/balance-keys";
import { paymentLinkKeys } from "@/components/payment-links/payment-link-keys";
import type { PaymentJson } from "@/lib/payments/schema";
import { type PaymentView, paymentKeys } from "./payment-keys";

/**
 * A cancel changes the payment, the lists, the balance and the link's count of payments. The answer has no buyer's
 * document: the one read before stays.
 */
export function refreshAfterChange(queryClient: QueryClient, payment: PaymentJson) {
  queryClient.setQueryData<PaymentView>(paymentKeys.detail(payment.id), (before) => ({ ...before, ...payment }));
  return refreshAroundPayments(queryClient);
}

/**
 * A refund made or settled: the payment is read again (its refunded amount, at the end its status), and all a change
 * touches.
 */
export function refreshAfterRefund(queryClient: QueryClient, paymentId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.detail(paymentId) }),
    refreshAroundPayments(queryClient),
  ]);
}

function refreshAroundPayments(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
    queryClient.invalidateQueries({ queryKey: paymentLinkKeys.all }),
  ]);
}

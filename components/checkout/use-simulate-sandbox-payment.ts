import { useMutation, useQueryClient } from "@tanstack/react-query";
import { checkoutFetch } from "@/components/checkout/checkout-fetch";
import { checkoutKeys } from "./use-checkout-payment";

/** Has the sandbox provider pay the charge; the status is read again at once instead of at the next poll. */
export function useSimulateSandboxPayment(hash: string, paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      checkoutFetch<unknown>(`/api/v1/sandbox/payments/${encodeURIComponent(paymentId)}/pay`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.payment(hash, paymentId) }),
  });
}

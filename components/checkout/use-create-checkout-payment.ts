import { useMutation, useQueryClient } from "@tanstack/react-query";
import { checkoutFetch } from "@/components/checkout/checkout-fetch";
import type { CreatePaymentSchema } from "@/lib/payments/schema";
import type { z } from "@/lib/zod";
import { type CheckoutPayment, checkoutKeys } from "./use-checkout-payment";

export type CheckoutPaymentBody = z.input<typeof CreatePaymentSchema>;

/** Creates the buyer's PIX charge and seeds the status query, so the QR code shows without another request. */
export function useCreateCheckoutPayment(hash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CheckoutPaymentBody; idempotencyKey: string }) =>
      checkoutFetch<CheckoutPayment>("/api/v1/payments", { method: "POST", body, idempotencyKey }),
    onSuccess: (view) => queryClient.setQueryData(checkoutKeys.payment(hash, view.id), view),
  });
}

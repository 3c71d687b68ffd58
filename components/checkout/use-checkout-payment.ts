import { useQuery } from "@tanstack/react-query";
import { checkoutFetch } from "@/components/checkout/checkout-fetch";
import { ApiError } from "@/components/browser/api-client";
import type { CheckoutPaymentSchema } from "@/lib/payments/schema";
import type { z } from "@/lib/zod";

export type CheckoutPayment = z.infer<typeof CheckoutPaymentSchema>;

export const checkoutKeys = {
  payment: (hash: string, paymentId: string) => ["checkout", hash, "payments", paymentId] as const,
};

const POLL_MS = 2_000;

/** CREATED and PENDING can still change on their own (the buyer pays, the charge expires). */
export function isAwaitingPayment(status: CheckoutPayment["status"]) {
  return status === "CREATED" || status === "PENDING";
}

export function checkoutPaymentPath(hash: string, paymentId: string) {
  return `/api/v1/payment-links/${encodeURIComponent(hash)}/payments/${encodeURIComponent(paymentId)}`;
}

/** The buyer's payment, polled while it can still change so the page turns by itself. */
export function useCheckoutPayment(hash: string, paymentId: string, initialData?: CheckoutPayment) {
  return useQuery({
    queryKey: checkoutKeys.payment(hash, paymentId),
    queryFn: () => checkoutFetch<CheckoutPayment>(checkoutPaymentPath(hash, paymentId)),
    initialData,
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (error instanceof ApiError && error.body.statusCode === 404) return false;
      return !data || isAwaitingPayment(data.status) ? POLL_MS : false;
    },
  });
}

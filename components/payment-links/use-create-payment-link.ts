import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiFetch } from "@/components/browser/api-client";
import { idempotencyKeys } from "@/components/browser/idempotency-key";
import type { PaymentLinkJson } from "@/lib/payment-links/schema";
import { paymentLinkKeys } from "./payment-link-keys";

type NewPaymentLink = { description: string; amount: number; expiresAt: string | null; maxPayments: number | null };

export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  const [keys] = useState(idempotencyKeys);
  return useMutation({
    mutationFn: (link: NewPaymentLink) =>
      apiFetch<PaymentLinkJson>("/api/v1/payment-links", {
        method: "POST",
        body: link,
        idempotencyKey: keys.keyFor(link),
      }),
    onSuccess: () => {
      keys.reset();
      return queryClient.invalidateQueries({ queryKey: paymentLinkKeys.all });
    },
  });
}

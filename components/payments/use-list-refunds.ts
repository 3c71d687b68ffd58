import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { queryString } from "@/components/browser/api-request";
import { apiFetch } from "@/components/browser/api-client";
import type { Page } from "@/lib/http/pagination";
import type { RefundJson } from "@/lib/refunds/schema";
import { refreshAfterRefund } from "./payment-cache";
import { paymentKeys, type RefundsPage } from "./payment-keys";

// The provider may answer a refund later (its notification, or our poll of it): read the list again this often
// meanwhile.
const WHILE_PROCESSING_MS = 3_000;

type RefundList = Page<RefundJson>;

export function useListRefunds(paymentId: string, page: RefundsPage, { enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const queryKey = paymentKeys.refunds(paymentId, page);
  return useQuery({
    queryKey,
    queryFn: async () => {
      const before = queryClient.getQueryData<RefundList>(queryKey);
      const after = await apiFetch<RefundList>(`/api/v1/payments/${paymentId}/refunds${queryString(page)}`);
      // A refund that left PROCESSING changed the payment (its refunded amount, perhaps its status) and the balance.
      // Not the refunds themselves: invalidating this query from its own fetch would start it over.
      if (settledSince(before, after)) void refreshAfterRefund(queryClient, paymentId);
      return after;
    },
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some(isProcessing) ? WHILE_PROCESSING_MS : false),
    enabled,
  });
}

const isProcessing = (refund: RefundJson) => refund.status === "PROCESSING";

/**
 * Whether a refund settled between two readings of the list: one PROCESSING before and settled now, or one settled at
 * its first sight (made since, and answered before this reading, so the payment read when it was made is out of date).
 * The first reading has nothing to compare with: the payment was read with it.
 */
export function settledSince(before: RefundList | undefined, after: RefundList) {
  if (!before) return false;
  const settled = new Set(before.data.filter((refund) => !isProcessing(refund)).map((refund) => refund.id));
  return after.data.some((refund) => !isProcessing(refund) && !settled.has(refund.id));
}

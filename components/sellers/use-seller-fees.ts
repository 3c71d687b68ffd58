import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateFeeSchema, FeeJson, SellerFeePreviewJson, SellerFeesJson } from "@/lib/fees/schema";
import { apiFetch } from "@/components/browser/api-client";
import type { z } from "@/lib/zod";
import { sellerKeys } from "./seller-keys";

export type NewFeeValues = Omit<z.input<typeof CreateFeeSchema>, "sellerId" | "isActive">;

/**
 * The fees that apply to the seller; adding or deactivating one of theirs can bring the platform defaults in or out.
 */
export function useSellerFees(sellerId: string, initialData: SellerFeesJson) {
  return useQuery({
    queryKey: sellerKeys.fees(sellerId),
    queryFn: () => apiFetch<SellerFeesJson>(`/api/v1/admin/fees/${encodeURIComponent(sellerId)}`),
    initialData,
  });
}

function useRefreshFees(sellerId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sellerKeys.fees(sellerId) });
}

export function useCreateSellerFee(sellerId: string) {
  const refresh = useRefreshFees(sellerId);
  return useMutation({
    mutationFn: (input: NewFeeValues) =>
      apiFetch<FeeJson>("/api/v1/admin/fees", { method: "POST", body: { ...input, sellerId } }),
    onSuccess: refresh,
  });
}

export function useDeactivateFee(sellerId: string) {
  const refresh = useRefreshFees(sellerId);
  return useMutation({
    mutationFn: (feeId: string) =>
      apiFetch<FeeJson>(`/api/v1/admin/fees/${encodeURIComponent(feeId)}`, {
        method: "PUT",
        body: { isActive: false },
      }),
    onSuccess: refresh,
  });
}

/** A change on the seller's own fees, before it is saved. */
export type SellerFeeChange = { action: "CREATE"; fee: NewFeeValues } | { action: "DEACTIVATE"; fee: FeeJson };

/** The seller's fees before and after `change`, as the server will pick them (nothing is saved). */
export function useSellerFeePreview(sellerId: string, change: SellerFeeChange | null) {
  const body =
    change &&
    (change.action === "CREATE"
      ? { action: "CREATE", fee: change.fee }
      : { action: "DEACTIVATE", feeId: change.fee.id });
  return useQuery({
    queryKey: [...sellerKeys.fees(sellerId), "preview", body],
    queryFn: () =>
      apiFetch<SellerFeePreviewJson>(`/api/v1/admin/fee-previews/${encodeURIComponent(sellerId)}`, {
        method: "POST",
        body,
      }),
    enabled: body !== null,
    // A preview must be of the fees as they are now: never an old answer.
    gcTime: 0,
    staleTime: 0,
  });
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateFeeSchema, FeeJson, SellerFeesJson } from "@/lib/fees/schema";
import { apiFetch } from "@/lib/http/api-client";
import type { z } from "@/lib/zod";
import { sellerKeys } from "./seller-keys";

export type NewFeeValues = Omit<z.input<typeof CreateFeeSchema>, "sellerId" | "isActive">;

/** The fees that apply to the seller; adding or deactivating one of theirs can bring the platform defaults in or out. */
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
    mutationFn: (input: NewFeeValues) => apiFetch<FeeJson>("/api/v1/admin/fees", { method: "POST", body: { ...input, sellerId } }),
    onSuccess: refresh,
  });
}

export function useDeactivateFee(sellerId: string) {
  const refresh = useRefreshFees(sellerId);
  return useMutation({
    mutationFn: (feeId: string) => apiFetch<FeeJson>(`/api/v1/admin/fees/${encodeURIComponent(feeId)}`, { method: "PUT", body: { isActive: false } }),
    onSuccess: refresh,
  });
}

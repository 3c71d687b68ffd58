import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import type { PutReserveConfigSchema, ReserveConfigJson } from "@/lib/reserves/schema";
import type { PutWithdrawalConfigSchema, WithdrawalConfigSchema } from "@/lib/withdrawals/schema";
import type { z } from "@/lib/zod";

export type WithdrawalConfigJson = z.infer<typeof WithdrawalConfigSchema>;

export function useSaveWithdrawalConfig(sellerId: string) {
  return useMutation({
    mutationFn: (input: z.input<typeof PutWithdrawalConfigSchema>) =>
      apiFetch<WithdrawalConfigJson>(`/api/v1/admin/withdrawal-configs/${encodeURIComponent(sellerId)}`, {
        method: "PUT",
        body: input,
      }),
  });
}

export function useSaveReserveConfig(sellerId: string) {
  return useMutation({
    mutationFn: (input: z.input<typeof PutReserveConfigSchema>) =>
      apiFetch<ReserveConfigJson>(`/api/v1/admin/reserve-configs/${encodeURIComponent(sellerId)}`, {
        method: "PUT",
        body: input,
      }),
  });
}

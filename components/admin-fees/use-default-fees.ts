import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import type { NewFeeValues } from "@/components/sellers/use-seller-fees";
import type { FeeJson, UpdateFeeSchema } from "@/lib/fees/schema";
import { apiFetch } from "@/components/browser/api-client";
import type { z } from "@/lib/zod";

/** The page reads the defaults on the server; after a change it reads them again. */
function useReloadPage() {
  const router = useRouter();
  return () => router.refresh();
}

export function useCreateDefaultFee() {
  const reload = useReloadPage();
  return useMutation({
    // No sellerId: the API makes it a platform default.
    mutationFn: (input: NewFeeValues) => apiFetch<FeeJson>("/api/v1/admin/fees", { method: "POST", body: input }),
    onSuccess: reload,
  });
}

export function useUpdateFee(feeId: string) {
  const reload = useReloadPage();
  return useMutation({
    mutationFn: (input: z.input<typeof UpdateFeeSchema>) =>
      apiFetch<FeeJson>(`/api/v1/admin/fees/${encodeURIComponent(feeId)}`, { method: "PUT", body: input }),
    onSuccess: reload,
  });
}

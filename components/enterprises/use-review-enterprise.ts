import { useMutation } from "@tanstack/react-query";
import type { EnterpriseJson, RejectEnterpriseSchema } from "@/lib/enterprises/schema";
import { apiFetch } from "@/components/browser/api-client";
import type { z } from "@/lib/zod";

type ReviewResult = { company: EnterpriseJson };

export function useApproveEnterprise(enterpriseId: string) {
  return useMutation({
    mutationFn: () => apiFetch<ReviewResult>(`/api/v1/admin/enterprises/${enterpriseId}/approve`, { method: "POST" }),
  });
}

export function useRejectEnterprise(enterpriseId: string) {
  return useMutation({
    mutationFn: (input: z.input<typeof RejectEnterpriseSchema>) =>
      apiFetch<ReviewResult>(`/api/v1/admin/enterprises/${enterpriseId}/reject`, { method: "POST", body: input }),
  });
}

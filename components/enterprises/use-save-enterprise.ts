import { useMutation } from "@tanstack/react-query";
import type { EnterpriseJson } from "@/lib/enterprises/schema";
import { ApiError, apiFetch } from "@/components/browser/api-client";
import type { EnterpriseFormValues } from "./enterprise-form-values";

const ENTERPRISES = "/api/v1/enterprises";

/** Creates the seller's enterprise, or updates it once it exists (also when another tab created it first). */
export function useSaveEnterprise() {
  return useMutation({
    mutationFn: async ({ values, exists }: { values: EnterpriseFormValues; exists: boolean }) => {
      if (exists) return apiFetch<EnterpriseJson>(ENTERPRISES, { method: "PATCH", body: values });
      try {
        return await apiFetch<EnterpriseJson>(ENTERPRISES, { method: "POST", body: values });
      } catch (error) {
        if (error instanceof ApiError && error.body.code === "ENTERPRISE_ALREADY_EXISTS") {
          return apiFetch<EnterpriseJson>(ENTERPRISES, { method: "PATCH", body: values });
        }
        throw error;
      }
    },
  });
}

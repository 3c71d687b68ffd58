import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CustomerInput } from "@/lib/customers/schema";
import { apiFetch } from "@/components/browser/api-client";
import { type CustomerJson, customerKeys } from "./customer-keys";

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customer: CustomerInput) =>
      apiFetch<CustomerJson>("/api/v1/customers", { method: "POST", body: customer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

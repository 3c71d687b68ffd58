import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateCustomerInput } from "@/lib/customers/schema";
import { apiFetch } from "@/components/browser/api-client";
import { type CustomerJson, customerKeys } from "./customer-keys";

export function useUpdateCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateCustomerInput) =>
      apiFetch<CustomerJson>(`/api/v1/customers/${id}`, { method: "PATCH", body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

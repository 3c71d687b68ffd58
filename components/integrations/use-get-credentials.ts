import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import { type CredentialsJson, integrationKeys } from "./integration-keys";

export function useGetCredentials(initialData: CredentialsJson) {
  return useQuery({
    queryKey: integrationKeys.credentials(),
    queryFn: () => apiFetch<CredentialsJson>("/api/v1/integrations/credentials"),
    initialData,
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import { type KeyPair, integrationKeys } from "./integration-keys";

/**
 * A new key pair; the old one and its tokens stop working at once. The full private key lives
 * only in this mutation's answer: the cache is refetched, so it holds the masked one. The refetch
 * is awaited, so the page never pairs the new private key with the old public one.
 */
export function useRegenerateCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<KeyPair>("/api/v1/integrations/credentials/regenerate", { method: "PUT" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.credentials() }),
  });
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import type { EmailChangeJson, EmailChangeRequestInput } from "@/lib/accounts/schema";
import type { ChangePasswordInput } from "@/lib/users/schema";
import { accountKeys, type SessionPage } from "./account-keys";

/** The first page of the person's browser sessions, as the server rendered it, kept fresh. */
export function useListSessions(initialData: SessionPage) {
  return useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: () => apiFetch<SessionPage>(`/api/v1/users/me/sessions?perPage=${initialData.perPage}`),
    initialData,
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/v1/users/me/sessions/${id}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ ended: number }>("/api/v1/users/me/sessions/end-others", { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

/** Changes the password; the other sessions end, this browser's stays (the list shows it). */
export function useChangePassword(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiFetch<unknown>(`/api/v1/users/${userId}/password`, { method: "PATCH", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: EmailChangeRequestInput) =>
      apiFetch<EmailChangeJson>("/api/v1/users/me/email-changes", { method: "POST", body: input }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import type { InviteMemberInput, TransferOwnershipInput, UpdateMemberInput } from "@/lib/team/schema";
import { type InvitationJson, teamKeys } from "./team-keys";

/** A change to the team, after which every list of it is read again. */
function useTeamMutation<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const useInviteMember = () =>
  useTeamMutation((invitation: InviteMemberInput) =>
    apiFetch<InvitationJson>("/api/v1/team/invitations", { method: "POST", body: invitation }),
  );

export const useRevokeInvitation = () =>
  useTeamMutation((id: string) => apiFetch<void>(`/api/v1/team/invitations/${id}`, { method: "DELETE" }));

export const useChangeMemberRole = () =>
  useTeamMutation(({ userId, ...change }: { userId: string } & UpdateMemberInput) =>
    apiFetch<void>(`/api/v1/team/members/${userId}`, { method: "PATCH", body: change }),
  );

/** Removes a member (with the owner's code, when they sign in with two-factor), or the caller themselves (leaving). */
export const useRemoveMember = () =>
  useTeamMutation(({ userId, totp }: { userId: string; totp?: string | undefined }) =>
    apiFetch<void>(`/api/v1/team/members/${userId}`, { method: "DELETE", body: totp ? { totp } : {} }),
  );

export const useTransferOwnership = () =>
  useTeamMutation((transfer: TransferOwnershipInput) =>
    apiFetch<void>("/api/v1/team/ownership", { method: "POST", body: transfer }),
  );

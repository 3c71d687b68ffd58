import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import { queryString } from "@/components/browser/api-request";
import { MAX_PER_PAGE, type Page } from "@/lib/http/pagination";
import { INVITATIONS_PER_PAGE, type InvitationJson, MEMBERS_PER_PAGE, type MemberJson, teamKeys } from "./team-keys";

const members = (page: number, perPage: number) =>
  apiFetch<Page<MemberJson>>(`/api/v1/team/members${queryString({ page, perPage })}`);

export function useListMembers(page: number, initialData: Page<MemberJson>) {
  return useQuery({ queryKey: teamKeys.members(page), queryFn: () => members(page, MEMBERS_PER_PAGE), initialData });
}

/** The open invitations; the server read the first page already. */
export function useListInvitations(page: number, firstPage: Page<InvitationJson>) {
  return useQuery({
    queryKey: teamKeys.invitations(page),
    queryFn: () =>
      apiFetch<Page<InvitationJson>>(`/api/v1/team/invitations${queryString({ page, perPage: INVITATIONS_PER_PAGE })}`),
    initialData: page === 1 ? firstPage : undefined,
  });
}

/** The whole team (up to the API's largest page), read only while `enabled`: the transfer dialog is open. */
export function useEveryone(enabled: boolean) {
  return useQuery({ queryKey: teamKeys.everyone(), queryFn: () => members(1, MAX_PER_PAGE), enabled });
}

import type { Metadata } from "next";
import { type SearchParams, readPage } from "@/components/seller/search-params";
import { INVITATIONS_PER_PAGE, MEMBERS_PER_PAGE } from "@/components/team/team-keys";
import { TeamView } from "@/components/team/team-view";
import { pageSellerAccounts, requireSellerPage } from "@/app/_server/page-session";
import { can } from "@pix/core/team/permissions";
import { listInvitations, listMembers } from "@pix/core/team/service";

export const metadata: Metadata = { title: "Equipe" };

export default async function TeamPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSellerPage();
  const page = readPage(await searchParams);
  const [initialMembers, initialInvitations, accounts] = await Promise.all([
    listMembers(user, { page, perPage: MEMBERS_PER_PAGE }),
    can(user.memberRole, "team") ? listInvitations(user, { page: 1, perPage: INVITATIONS_PER_PAGE }) : null,
    pageSellerAccounts(),
  ]);
  const account = accounts.find((each) => each.sellerId === user.sellerId);
  return (
    <TeamView
      page={page}
      role={user.memberRole ?? "viewer"}
      userId={user.userId}
      companyName={account?.companyName ?? ""}
      totpEnabled={user.totpEnabled}
      initialMembers={initialMembers}
      initialInvitations={initialInvitations}
    />
  );
}

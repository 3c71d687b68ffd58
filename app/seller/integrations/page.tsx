import type { Metadata } from "next";
import { IntegrationsView } from "@/components/integrations/integrations-view";
import { MemberRoleProvider } from "@/components/seller/member-role";
import { requireSellerPage } from "@/app/_server/page-session";
import { getCredentials } from "@pix/core/integrations/service";

export const metadata: Metadata = { title: "Integrações" };

export default async function IntegrationsPage() {
  const user = await requireSellerPage({ approved: true });
  return (
    <MemberRoleProvider role={user.memberRole}>
      <IntegrationsView initialCredentials={await getCredentials(user)} />
    </MemberRoleProvider>
  );
}

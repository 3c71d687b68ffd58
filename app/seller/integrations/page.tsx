import type { Metadata } from "next";
import { IntegrationsView } from "@/components/integrations/integrations-view";
import { AccountInReviewPage } from "@/components/seller/account-in-review";
import { requirePageUser, sessionActor } from "@/lib/auth/session";
import { getCredentials } from "@/lib/integrations/service";

export const metadata: Metadata = { title: "Integrações" };

export default async function IntegrationsPage() {
  const user = await requirePageUser();
  // The keys' token reaches only money operations, which wait for the approval like the pages do.
  if (!user.approved) return <AccountInReviewPage title="Integrações" />;
  return <IntegrationsView initialCredentials={await getCredentials(sessionActor(user))} />;
}

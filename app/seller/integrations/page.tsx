import type { Metadata } from "next";
import { IntegrationsView } from "@/components/integrations/integrations-view";
import { requireSellerPage } from "@/app/_server/page-session";
import { getCredentials } from "@pix/core/integrations/service";

export const metadata: Metadata = { title: "Integrações" };

export default async function IntegrationsPage() {
  const user = await requireSellerPage({ approved: true });
  return <IntegrationsView initialCredentials={await getCredentials(user)} />;
}

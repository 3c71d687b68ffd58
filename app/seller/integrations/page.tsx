import type { Metadata } from "next";
import { IntegrationsView } from "@/components/integrations/integrations-view";
import { sessionActor } from "@/lib/auth/actor";
import { requireSellerPage } from "@/lib/auth/session";
import { getCredentials } from "@/lib/integrations/service";

export const metadata: Metadata = { title: "Integrações" };

export default async function IntegrationsPage() {
  const user = await requireSellerPage({ approved: true });
  return <IntegrationsView initialCredentials={await getCredentials(sessionActor(user))} />;
}

import type { ReactNode } from "react";
import { AppShell } from "@/components/layout/app-shell";
import { areaShellFor } from "@/components/layout/area-nav";
import { requireSellerPage } from "@/app/_server/page-session";

export const dynamic = "force-dynamic";

export default async function SellerLayout({ children }: { children: ReactNode }) {
  const user = await requireSellerPage();
  return (
    <AppShell {...areaShellFor(user)} email={user.email}>
      {children}
    </AppShell>
  );
}

import type { ReactNode } from "react";
import { AppShell } from "@/components/layout/app-shell";
import { areaShellFor } from "@/components/layout/area-nav";
import { requireAdminPage } from "@/app/_server/page-session";

export const dynamic = "force-dynamic";

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdminPage();
  return (
    <AppShell {...areaShellFor(admin)} email={admin.email}>
      {children}
    </AppShell>
  );
}

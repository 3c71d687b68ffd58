import type { ReactNode } from "react";
import { AppShell } from "@/components/layout/app-shell";
import { areaShellFor } from "@/components/layout/area-nav";
import { requirePageUser } from "@/app/_server/page-session";
import { pageAdminInbox } from "@/app/_server/admin-inbox";

export const dynamic = "force-dynamic";

/** Every signed-in person's own pages, under the header of the area they work in. */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const person = await requirePageUser();
  const waiting = person.role === "admin" ? await pageAdminInbox(person) : null;
  return (
    <AppShell {...areaShellFor(person, waiting)} email={person.email}>
      {children}
    </AppShell>
  );
}

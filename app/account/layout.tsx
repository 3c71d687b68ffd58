import type { ReactNode } from "react";
import { AppShell } from "@/components/layout/app-shell";
import { requirePageUser } from "@/app/_server/page-session";
import { homeFor } from "@pix/core/auth/page-access";

export const dynamic = "force-dynamic";

/** The person's own settings, whatever their role: a way back to their area, and the settings' pages. */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const person = await requirePageUser();
  const home = homeFor(person);
  const nav = [
    ...(home === "/account" ? [] : [{ href: home, label: "Voltar ao painel" }]),
    { href: "/account/two-factor", label: "Verificação em duas etapas" },
  ];
  return (
    <AppShell area="Minha conta" email={person.email} nav={nav}>
      {children}
    </AppShell>
  );
}

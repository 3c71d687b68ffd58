import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AppShell } from "@/components/layout/app-shell";
import { requirePageUser } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser();
  if (user.role !== "admin") redirect("/seller");
  return (
    <AppShell area="Administração" email={user.email} nav={[{ href: "/admin", label: "Início" }, { href: "/docs", label: "API" }]}>
      {children}
    </AppShell>
  );
}

import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AppShell } from "@/components/layout/app-shell";
import { requirePageUser } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

export default async function SellerLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser();
  if (user.role === "admin") redirect("/admin");
  const nav = [
    { href: "/seller", label: "Início" },
    { href: "/seller/onboarding", label: user.approved ? "Empresa" : "Completar cadastro" },
  ];
  return (
    <AppShell area="Vendedor" email={user.email} nav={nav}>
      {children}
    </AppShell>
  );
}

import type { ReactNode } from "react";
import { AppShell } from "@/components/layout/app-shell";
import { requireAdminPage } from "@/app/_server/page-session";

export const dynamic = "force-dynamic";

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdminPage();
  const nav = [
    { href: "/admin", label: "Início" },
    { href: "/admin/enterprises", label: "Empresas" },
    { href: "/admin/withdrawals", label: "Saques" },
    { href: "/admin/sellers", label: "Vendedores" },
    { href: "/admin/reports", label: "Relatórios" },
    { href: "/admin/payments", label: "Pagamentos" },
    { href: "/admin/unmatched-pix", label: "PIX retidos" },
    { href: "/admin/infractions", label: "Infrações MED" },
    { href: "/admin/reconciliation", label: "Conciliação" },
    { href: "/admin/members", label: "Membros" },
    { href: "/admin/fees", label: "Tarifas" },
    { href: "/admin/audit", label: "Auditoria" },
    { href: "/admin/emails", label: "E-mails" },
    { href: "/docs", label: "API" },
  ];
  return (
    <AppShell area="Administração" email={admin.email} nav={nav}>
      {children}
    </AppShell>
  );
}

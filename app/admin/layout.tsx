import type { ReactNode } from "react";
import { AppShell } from "@/components/layout/app-shell";
import { requireAdminPage } from "@/app/_server/page-session";
import { env } from "@pix/core/env";

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
    <AppShell area="Administração" email={admin.email} nav={nav} notice={twoFactorNotice()}>
      {children}
    </AppShell>
  );
}

/** Where admins may sign in without a TOTP code (ADMIN_2FA=optional, as `npm run demo` runs), the header says so. */
function twoFactorNotice() {
  const { ADMIN_2FA, SANDBOX } = env();
  if (ADMIN_2FA !== "optional") return undefined;
  return {
    text: SANDBOX === "1" ? "2FA opcional (demonstração)" : "2FA opcional",
    title: "ADMIN_2FA=optional: administradores entram sem o código de verificação em duas etapas.",
  };
}

import type { ReactNode } from "react";
import { AppShell } from "@/components/layout/app-shell";
import { requireSellerPage } from "@/app/_server/page-session";

export const dynamic = "force-dynamic";

/** The money pages answer only approved sellers, so the others see just their way to approval. */
const APPROVED_NAV = [
  { href: "/seller/links", label: "Links" },
  { href: "/seller/payments", label: "Pagamentos" },
  { href: "/seller/customers", label: "Clientes" },
  { href: "/seller/balance", label: "Saldo" },
  { href: "/seller/withdrawals", label: "Saques" },
  { href: "/seller/webhooks", label: "Webhooks" },
  { href: "/seller/integrations", label: "Integrações" },
];

export default async function SellerLayout({ children }: { children: ReactNode }) {
  const user = await requireSellerPage();
  const nav = [
    { href: "/seller", label: "Início" },
    ...(user.approved ? APPROVED_NAV : []),
    { href: "/seller/onboarding", label: user.approved ? "Empresa" : "Completar cadastro" },
  ];
  return (
    <AppShell area="Vendedor" email={user.email} nav={nav}>
      {children}
    </AppShell>
  );
}

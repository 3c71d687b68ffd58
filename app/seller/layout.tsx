import type { ReactNode } from "react";
import { AccountPicker } from "@/components/layout/account-picker";
import { AppShell } from "@/components/layout/app-shell";
import { pageSellerAccounts, requireSellerPage } from "@/app/_server/page-session";
import { MEMBER_ROLE_LABELS, can } from "@pix/core/team/permissions";

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
  const [user, accounts] = await Promise.all([requireSellerPage(), pageSellerAccounts()]);
  const nav = [
    { href: "/seller", label: "Início" },
    ...(user.approved ? APPROVED_NAV : []),
    {
      href: "/seller/onboarding",
      label: user.approved || !can(user.memberRole, "company") ? "Empresa" : "Completar cadastro",
    },
    { href: "/seller/team", label: "Equipe" },
  ];
  const choices = accounts.map((account) => ({
    sellerId: account.sellerId,
    companyName: account.companyName,
    roleLabel: MEMBER_ROLE_LABELS[account.role],
  }));
  return (
    <AppShell
      area={<AccountPicker key={user.sellerId} accounts={choices} currentId={user.sellerId} />}
      email={user.email}
      nav={nav}
    >
      {children}
    </AppShell>
  );
}

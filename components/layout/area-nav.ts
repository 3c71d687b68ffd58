import type { Actor } from "@pix/core/auth/actor";
import type { SearchScope } from "@/components/search/search-results";
import { can } from "@/lib/team/permissions";
import type { NavItem } from "./main-nav";

const ADMIN_NAV: NavItem[] = [
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

/** The money pages answer only approved sellers, so the others see just their way to approval. */
const APPROVED_SELLER_NAV: NavItem[] = [
  { href: "/seller/links", label: "Links" },
  { href: "/seller/payments", label: "Pagamentos" },
  { href: "/seller/customers", label: "Clientes" },
  { href: "/seller/balance", label: "Saldo" },
  { href: "/seller/withdrawals", label: "Saques" },
  { href: "/seller/webhooks", label: "Webhooks" },
  { href: "/seller/integrations", label: "Integrações" },
];

/** `search`: whom the header's global search serves here (admins, and sellers once approved, as the API does). */
export type AreaShell = { area: string; nav: NavItem[]; search?: SearchScope };

/**
 * The header of a person's area: the admin's, the seller account's, or (a team member with no account to act in)
 * just their own account page. Pages outside the areas (/account) show the one the person came from.
 */
export function areaShellFor(person: Pick<Actor, "role" | "approved" | "memberRole">): AreaShell {
  if (person.role === "admin") return { area: "Administração", nav: ADMIN_NAV, search: "admin" };
  if (person.role === "member") return { area: "Conta", nav: [{ href: "/account", label: "Minha conta" }] };
  return {
    area: "Vendedor",
    ...(person.approved && { search: "seller" as const }),
    nav: [
      { href: "/seller", label: "Início" },
      ...(person.approved ? APPROVED_SELLER_NAV : []),
      {
        href: "/seller/onboarding",
        label: person.approved || !can(person.memberRole, "company") ? "Empresa" : "Completar cadastro",
      },
      { href: "/seller/team", label: "Equipe" },
    ],
  };
}

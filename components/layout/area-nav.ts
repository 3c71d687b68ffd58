import type { AdminInbox } from "@pix/core/admin-inbox/service";
import type { Actor } from "@pix/core/auth/actor";
import type { SearchScope } from "@/components/search/search-results";
import { can } from "@/lib/team/permissions";
import type { NavEntry, NavItem } from "./main-nav";

/**
 * The admin's pages in four groups, so the header keeps one row at 1280 px; each queue's link carries how many wait
 * behind it (lib/admin-inbox counts them in one statement).
 */
function adminNav(waiting: AdminInbox | null): NavEntry[] {
  const count = (queue: keyof AdminInbox) => waiting?.[queue].count;
  return [
    { href: "/admin", label: "Início" },
    {
      label: "Operações",
      items: [
        { href: "/admin/enterprises", label: "Empresas", count: count("companies") },
        { href: "/admin/withdrawals", label: "Saques", count: count("withdrawals") },
        { href: "/admin/sellers", label: "Vendedores" },
        { href: "/admin/payments", label: "Pagamentos" },
      ],
    },
    {
      label: "Risco",
      items: [
        { href: "/admin/infractions", label: "Infrações MED", count: count("infractions") },
        { href: "/admin/unmatched-pix", label: "PIX retidos", count: count("heldPix") },
        { href: "/admin/audit", label: "Auditoria" },
      ],
    },
    {
      label: "Financeiro",
      items: [
        { href: "/admin/reconciliation", label: "Conciliação", count: count("differences") },
        { href: "/admin/reports", label: "Relatórios" },
        { href: "/admin/fees", label: "Tarifas" },
      ],
    },
    {
      label: "Configurações",
      items: [
        { href: "/admin/members", label: "Membros" },
        { href: "/admin/emails", label: "E-mails" },
        { href: "/docs", label: "API" },
      ],
    },
  ];
}

/** The money pages answer only approved sellers, so the others see just their way to approval. */
const APPROVED_SELLER_NAV: NavItem[] = [
  { href: "/seller/links", label: "Links" },
  { href: "/seller/payments", label: "Pagamentos" },
  { href: "/seller/customers", label: "Clientes" },
  { href: "/seller/balance", label: "Saldo" },
  { href: "/seller/withdrawals", label: "Saques" },
];

/** `search`: whom the header's global search serves here (admins, and sellers once approved, as the API does). */
export type AreaShell = { area: string; nav: NavEntry[]; search?: SearchScope };

/**
 * The header of a person's area: the admin's (with what waits, when counted), the seller account's, or (a team member
 * with no account to act in) just their own account page. Pages outside the areas (/account) show the one the person
 * came from.
 */
export function areaShellFor(
  person: Pick<Actor, "role" | "approved" | "memberRole">,
  waiting: AdminInbox | null = null,
): AreaShell {
  if (person.role === "admin") return { area: "Administração", nav: adminNav(waiting), search: "admin" };
  if (person.role === "member") return { area: "Conta", nav: [{ href: "/account", label: "Minha conta" }] };
  const company: NavItem = {
    href: "/seller/onboarding",
    label: person.approved || !can(person.memberRole, "company") ? "Empresa" : "Completar cadastro",
  };
  const team: NavItem = { href: "/seller/team", label: "Equipe" };
  if (!person.approved) return { area: "Vendedor", nav: [{ href: "/seller", label: "Início" }, company, team] };
  // The pages of a day's selling stay one click away; the settings share a menu: the header keeps one row at 1280 px.
  return {
    area: "Vendedor",
    search: "seller",
    nav: [
      { href: "/seller", label: "Início" },
      ...APPROVED_SELLER_NAV,
      {
        label: "Configurações",
        items: [
          company,
          team,
          { href: "/seller/integrations", label: "Integrações" },
          { href: "/seller/webhooks", label: "Webhooks" },
        ],
      },
    ],
  };
}

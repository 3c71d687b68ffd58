import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { AdminInbox } from "@pix/core/admin-inbox/service";
import { areaShellFor } from "./area-nav";
import { MainNav, type NavEntry } from "./main-nav";

vi.mock("next/navigation", () => ({ usePathname: () => "/admin/withdrawals" }));

const queue = (count: number) => ({ count, since: count ? "2026-11-20T12:00:00.000Z" : null });
const WAITING: AdminInbox = {
  companies: queue(2),
  withdrawals: queue(3),
  infractions: { ...queue(1), nextDeadline: "2026-11-27T12:00:00.000Z" },
  heldPix: queue(0),
  differences: queue(4),
};
const admin = { role: "admin", approved: false, memberRole: null } as const;

describe("the admin's navigation", () => {
  it("groups the pages into operations, risk, finance and settings, every admin page in one of them", () => {
    const { nav } = areaShellFor(admin, WAITING);
    expect(nav.map((entry) => entry.label)).toEqual(["Início", "Operações", "Risco", "Financeiro", "Configurações"]);
    const links = nav.flatMap((entry) => ("items" in entry ? entry.items : [entry])).map((item) => item.href);
    expect(links.sort()).toEqual(
      [
        "/admin",
        "/admin/audit",
        "/admin/emails",
        "/admin/enterprises",
        "/admin/fees",
        "/admin/infractions",
        "/admin/members",
        "/admin/payments",
        "/admin/reconciliation",
        "/admin/reports",
        "/admin/sellers",
        "/admin/unmatched-pix",
        "/admin/withdrawals",
        "/docs",
      ].sort(),
    );
  });

  it("shows what waits on each queue's link and the sum on its group, for screen readers in words", () => {
    const html = renderToStaticMarkup(<MainNav items={areaShellFor(admin, WAITING).nav} />);
    expect(html).toMatch(
      />Saques <span[^>]*><span aria-hidden="true">3<\/span><span class="sr-only">3 pendentes<\/span>/,
    );
    expect(html).toMatch(/>Operações <span[^>]*><span aria-hidden="true">5<\/span>/);
    expect(html).toMatch(
      />Risco <span[^>]*><span aria-hidden="true">1<\/span><span class="sr-only">1 pendente<\/span>/,
    );
    // Nothing waits among the held PIX: no badge.
    expect(html).toMatch(/>PIX retidos<\/a>/);
    expect(html).toMatch(/>Configurações<svg/);
  });

  it("makes each group a closed disclosure naming its list, and marks the group of the page the admin is on", () => {
    const html = renderToStaticMarkup(<MainNav items={areaShellFor(admin, WAITING).nav} />);
    const buttons = [...html.matchAll(/<button[^>]*aria-expanded="false"[^>]*aria-controls="([^"]+)"[^>]*>/g)];
    // The phone's "Menu" and the four groups.
    expect(buttons).toHaveLength(5);
    for (const [, controls] of buttons) expect(html).toContain(`id="${controls}"`);
    expect(html).toMatch(/aria-current="page"[^>]*>Saques </);
    expect(html).toMatch(/<button[^>]*font-semibold text-brand-700[^>]*>Operações/);
    expect(html).not.toMatch(/<button[^>]*font-semibold text-brand-700[^>]*>Risco/);
  });

  it("keeps a flat list as it was", () => {
    const items: NavEntry[] = [
      { href: "/seller", label: "Início" },
      { href: "/seller/links", label: "Links" },
    ];
    const html = renderToStaticMarkup(<MainNav items={items} />);
    expect(html).not.toContain("pendente");
    expect([...html.matchAll(/<button/g)]).toHaveLength(1);
  });
});

describe("the seller's navigation", () => {
  const links = (nav: NavEntry[]) =>
    nav.map((entry) =>
      "items" in entry ? `${entry.label}: ${entry.items.map((item) => item.label).join(", ")}` : entry.label,
    );

  it("keeps the day's pages in the row and the settings in one menu, so the header keeps one row at 1280 px", () => {
    const { nav, search } = areaShellFor({ role: "seller", approved: true, memberRole: "owner" });
    expect(links(nav)).toEqual([
      "Início",
      "Links",
      "Pagamentos",
      "Clientes",
      "Saldo",
      "Saques",
      "Configurações: Empresa, Equipe, Integrações, Webhooks",
    ]);
    expect(search).toBe("seller");
  });

  it("shows a seller not yet approved only the way to approval, without the search", () => {
    const { nav, search } = areaShellFor({ role: "seller", approved: false, memberRole: "owner" });
    expect(links(nav)).toEqual(["Início", "Completar cadastro", "Equipe"]);
    expect(search).toBeUndefined();
    const viewer = areaShellFor({ role: "seller", approved: false, memberRole: "viewer" });
    expect(links(viewer.nav)).toEqual(["Início", "Empresa", "Equipe"]);
  });
});

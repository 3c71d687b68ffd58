import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { areaShellFor } from "@/components/layout/area-nav";
import type { SearchGroup } from "@/lib/search/schema";
import { GlobalSearch } from "./global-search";
import { optionsOf } from "./search-navigation";
import { SearchListbox, searchStatus } from "./search-results";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined }) }));

const GROUPS: SearchGroup[] = [
  {
    type: "payment",
    label: "Pagamentos",
    hasMore: true,
    items: [
      { type: "payment", id: "p1", label: "Juliana Martins", secondary: "R$ 10,00 · Pago", url: "/a", exact: false },
      { type: "payment", id: "p2", label: "Juliana Prado", secondary: "R$ 20,00 · Pago", url: "/b", exact: false },
    ],
  },
  {
    type: "customer",
    label: "Clientes",
    hasMore: false,
    items: [{ type: "customer", id: "c1", label: "Juliana Martins", secondary: "CPF", url: "/c", exact: false }],
  },
];

const listbox = (active: number, hasMore = true, loadingMore = false) =>
  renderToStaticMarkup(
    <SearchListbox
      id="r"
      groups={GROUPS}
      options={optionsOf(GROUPS, hasMore)}
      active={active}
      loadingMore={loadingMore}
      onPick={() => undefined}
      onHover={() => undefined}
    />,
  );

describe("SearchListbox", () => {
  it("is a listbox of groups named by their kind, each result an option with its two lines", () => {
    const html = listbox(0);
    expect(html).toContain('role="listbox" aria-label="Resultados da busca"');
    expect(html).toContain('role="group" aria-labelledby="r-payment"');
    expect(html).toMatch(/id="r-payment"[^>]*>Pagamentos</);
    expect(html).toMatch(/id="r-customer"[^>]*>Clientes</);
    expect(html.match(/role="option"/g)).toHaveLength(4);
    expect(html).toContain("R$ 20,00 · Pago");
  });

  it("marks the active option selected, by the index the keyboard moves, the last row loading more", () => {
    const third = listbox(2);
    expect(third).toMatch(/id="r-option-2" role="option" aria-selected="true"/);
    expect(third.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(third).toMatch(
      /id="r-option-3" role="option" aria-selected="false"[^>]*><span[^>]*>Mostrar mais resultados/,
    );
    expect(listbox(3, true, true)).toContain("Carregando mais resultados…");
    expect(listbox(0, false)).not.toContain("Mostrar mais resultados");
  });
});

describe("searchStatus", () => {
  const state = { scope: "seller" as const, query: "juliana", ready: true, loading: false, error: null };
  it("asks for two characters first, saying what can be searched", () => {
    expect(searchStatus({ ...state, ready: false, count: 0, hasMore: false })).toMatch(
      /^Digite ao menos 2 caracteres\. Pagamentos pelo ID/,
    );
    expect(searchStatus({ ...state, scope: "admin", ready: false, count: 0, hasMore: false })).toContain(
      "vendedores e empresas",
    );
  });

  it("says it is searching, what failed, that nothing was found, or how many were", () => {
    expect(searchStatus({ ...state, loading: true, count: 0, hasMore: false })).toBe("Buscando…");
    expect(searchStatus({ ...state, error: "Sem conexão.", count: 0, hasMore: false })).toBe("Sem conexão.");
    expect(searchStatus({ ...state, count: 0, hasMore: false })).toBe("Nenhum resultado para “juliana”.");
    expect(searchStatus({ ...state, count: 1, hasMore: false })).toBe("1 resultado.");
    expect(searchStatus({ ...state, count: 3, hasMore: true })).toBe(
      "3 resultados e há mais: escolha “Mostrar mais resultados”.",
    );
  });
});

describe("the header's search", () => {
  const render = (variant: "header" | "bar") =>
    renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <GlobalSearch scope="seller" variant={variant} />
      </QueryClientProvider>,
    );

  it("is a button named Buscar that says its shortcut, its dialog closed until opened", () => {
    const html = render("header");
    expect(html).toMatch(/<button type="button" aria-haspopup="dialog" aria-keyshortcuts="Control\+K Meta\+K"/);
    expect(html).toContain('<span class="sr-only md:not-sr-only">Buscar</span>');
    expect(html).toContain("Ctrl K");
    expect(html).not.toContain('role="combobox"');
  });

  it("on a phone, is a bar of its own under the header's row, from 640 px hidden", () => {
    const html = render("bar");
    expect(html).toMatch(/<button type="button" aria-haspopup="dialog" class="flex w-full [^"]* sm:hidden">/);
    expect(html).toContain("Buscar…");
    expect(html).not.toContain("aria-keyshortcuts");
  });

  it("serves admins and approved sellers, as the API does", () => {
    expect(areaShellFor({ role: "admin", approved: false, memberRole: null }).search).toBe("admin");
    expect(areaShellFor({ role: "seller", approved: true, memberRole: "viewer" }).search).toBe("seller");
    expect(areaShellFor({ role: "seller", approved: false, memberRole: "owner" }).search).toBeUndefined();
    expect(areaShellFor({ role: "member", approved: false, memberRole: null }).search).toBeUndefined();
  });
});

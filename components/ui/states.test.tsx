import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { MainNav } from "@/components/layout/main-nav";
import { QueryState } from "@/components/seller/query-state";
import { ApiError } from "@/components/browser/api-client";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";

vi.mock("next/navigation", () => ({ usePathname: () => "/seller/payments" }));

const apiError = new ApiError({
  statusCode: 422,
  code: "INSUFFICIENT_BALANCE",
  message: "Saldo insuficiente para o reembolso.",
  requestId: "req_1",
});
const page = (rows: string[]) => ({ data: rows });
const query = (overrides: Partial<{ data: { data: string[] } | undefined; error: unknown; isFetching: boolean }>) => ({
  data: undefined,
  error: null,
  isFetching: false,
  refetch: () => undefined,
  ...overrides,
});
const list = (current: { data: string[] }) => (
  <ul>
    {current.data.map((row) => (
      <li key={row}>{row}</li>
    ))}
  </ul>
);

describe("Button", () => {
  it("says what it is doing while loading, and cannot be pressed again", () => {
    const html = renderToStaticMarkup(
      <Button loading loadingText="Salvando…">
        Salvar
      </Button>,
    );
    expect(html).toContain("Salvando…");
    expect(html).not.toContain("Salvar<");
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
  });

  it("keeps its label when idle", () => {
    const html = renderToStaticMarkup(<Button loadingText="Salvando…">Salvar</Button>);
    expect(html).toContain("Salvar");
    expect(html).not.toContain("Salvando");
    expect(html).not.toContain('disabled=""');
  });
});

describe("QueryState", () => {
  it("shows a named placeholder until the first answer", () => {
    const html = renderToStaticMarkup(
      <QueryState query={query({})} what="os links">
        {list}
      </QueryState>,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-label="Carregando os links"');
  });

  it("shows the API's message and a retry when the first load fails", () => {
    const html = renderToStaticMarkup(
      <QueryState query={query({ error: apiError })} what="os links">
        {list}
      </QueryState>,
    );
    expect(html).toContain("Não foi possível carregar os links");
    expect(html).toContain("Saldo insuficiente para o reembolso.");
    expect(html).toContain("Tentar novamente");
  });

  it("shows the empty state instead of the content", () => {
    const html = renderToStaticMarkup(
      <QueryState
        query={query({ data: page([]) })}
        what="os links"
        isEmpty={(current) => current.data.length === 0}
        empty={<p>Crie seu primeiro link</p>}
      >
        {list}
      </QueryState>,
    );
    expect(html).toContain("Crie seu primeiro link");
    expect(html).not.toContain("<ul>");
  });

  it("keeps the last data under the message when a refresh fails, and marks it busy while fetching", () => {
    const html = renderToStaticMarkup(
      <QueryState query={query({ data: page(["Caneca"]), error: apiError, isFetching: true })} what="os links">
        {list}
      </QueryState>,
    );
    expect(html).toContain("Não foi possível atualizar os links");
    expect(html).toContain("<li>Caneca</li>");
    expect(html).toContain('aria-busy="true"');
  });
});

describe("ConfirmDialog", () => {
  const dialog = (props: { pending?: boolean; error?: unknown }) =>
    renderToStaticMarkup(
      <ConfirmDialog
        open
        onClose={() => undefined}
        title="Excluir webhook?"
        confirmLabel="Excluir webhook"
        pendingLabel="Excluindo…"
        pending={false}
        onConfirm={() => undefined}
        {...props}
      >
        <p>Não é possível desfazer.</p>
      </ConfirmDialog>,
    );

  it("says what happens and offers a way back before the action", () => {
    const html = dialog({});
    expect(html).toContain("Não é possível desfazer.");
    expect(html.indexOf(">Cancelar<")).toBeGreaterThan(-1);
    expect(html.indexOf(">Cancelar<")).toBeLessThan(html.indexOf("Excluir webhook</button>"));
  });

  it("shows progress while confirming and the API's message when it fails", () => {
    expect(dialog({ pending: true })).toContain("Excluindo…");
    expect(dialog({ error: apiError })).toContain("Saldo insuficiente para o reembolso.");
  });
});

describe("MainNav", () => {
  it("marks the page the user is on, and the area's home only on itself", () => {
    const html = renderToStaticMarkup(
      <MainNav
        items={[
          { href: "/seller", label: "Início" },
          { href: "/seller/payments", label: "Pagamentos" },
        ]}
      />,
    );
    expect(html).toMatch(/aria-current="page"[^>]*>Pagamentos</);
    expect(html).not.toMatch(/aria-current="page"[^>]*>Início</);
    expect(html).toContain('aria-expanded="false"');
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuditFilters } from "./audit-filters";
import { AuditTable } from "./audit-table";

const entry = {
  id: "5d0f1c2a-3b4c-4d5e-8f60-718293a4b5c6",
  action: "payout_key.changed",
  entityType: "payout_key",
  entityId: "0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9",
  actor: { id: "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d", email: "financeiro@aurora.example" },
  before: null,
  after: { pixKey: "fulano@example.com" },
  requestId: null,
  via: "session" as const,
  createdAt: "2026-11-25T15:00:00.000Z",
};

describe("the audit log's table", () => {
  it("says what happened in words, keeps the code beside them, and filters by the actor's e-mail", () => {
    const html = renderToStaticMarkup(<AuditTable entries={[entry]} basePath="/admin/audit" />);
    expect(html).toContain(">Chave PIX de saque alterada</a>");
    expect(html).toContain(">payout_key.changed</p>");
    expect(html).toContain(">Chave PIX de saque</p>");
    expect(html).toContain('href="/admin/audit?actor=financeiro%40aurora.example"');
    expect(html).not.toContain("actorId");
    expect(html).not.toContain("pela");
  });

  it("says when the person acted through the integration keys or an API token, not the pages", () => {
    const html = renderToStaticMarkup(
      <AuditTable
        entries={[
          { ...entry, via: "integration" },
          { ...entry, id: "6d0f1c2a-3b4c-4d5e-8f60-718293a4b5c6", via: "bearer" },
        ]}
        basePath="/admin/audit"
      />,
    );
    expect(html).toContain(">pelas chaves de integração</p>");
    expect(html).toContain(">pela API, com o token do login</p>");
  });

  it("shows an action no longer recorded as stored", () => {
    const html = renderToStaticMarkup(
      <AuditTable entries={[{ ...entry, action: "user.delete" }]} basePath="/admin/audit" />,
    );
    expect(html).toContain(">user.delete</a>");
  });
});

describe("the audit log's filters", () => {
  it("choose the action by its words and the author by name or e-mail", () => {
    const html = renderToStaticMarkup(
      <AuditFilters basePath="/admin/audit" filters={{ action: "team.invited", actor: "aurora" }} />,
    );
    expect(html).toContain('<option value="team.invited" selected="">Pessoa convidada para a equipe</option>');
    expect(html).toMatch(/name="actor"[^>]*value="aurora"|value="aurora"[^>]*name="actor"/);
    expect(html).not.toContain('name="actorId"');
  });
});

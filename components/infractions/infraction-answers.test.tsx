import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { MemberRoleProvider } from "@/components/seller/member-role";
import type { MemberRole } from "@/components/team/team-keys";
import type { InfractionWithResponsesJson } from "@/lib/infractions/schema";
import { AnswerSection } from "./answer-section";
import { InfractionsTable } from "./infractions-table";
import { OpenInfractionsAlert } from "./open-infractions-alert";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined }) }));

const ID = "2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c6d";

const infraction = (overrides: Partial<InfractionWithResponsesJson> = {}): InfractionWithResponsesJson => ({
  id: ID,
  paymentId: "0b5e7c1e-5d8a-4f6e-9d61-3f0f6c1b2a10",
  sellerId: "6f1d1f4a-2b7c-4c3e-8a55-0d6c2f9e7b21",
  amount: 55.55,
  reason: "Pagador relatou golpe",
  status: "OPEN",
  openedAt: "2026-11-20T13:00:00.000Z",
  deadlineAt: "2099-11-27T13:00:00.000Z",
  resolvedAt: null,
  resolutionNote: null,
  refundId: null,
  escalatedAt: null,
  responses: [],
  ...overrides,
});

const ANSWER = {
  id: "7f0c1a52-3d2e-4a43-9a7e-0f1d2c3b4a59",
  text: "Entregamos o produto.",
  authorEmail: "financeiro@loja.com.br",
  createdAt: "2026-11-21T13:00:00.000Z",
  files: [
    {
      id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
      name: "entrega.pdf",
      contentType: "application/pdf",
      sizeBytes: 2048,
      url: `/api/v1/infractions/${ID}/files/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d`,
    },
  ],
};

describe("OpenInfractionsAlert", () => {
  it("says nothing without open infractions, and otherwise how much is held, until when, and where to answer", () => {
    expect(renderToStaticMarkup(<OpenInfractionsAlert open={[]} heldBalance={0} />)).toBe("");
    const one = renderToStaticMarkup(<OpenInfractionsAlert open={[infraction()]} heldBalance={55.55} />);
    expect(one).toContain("R$\u00a055,55 retidos por uma infração MED");
    expect(one).toContain(`href="/seller/infractions/${ID}"`);
    expect(one).toContain("Ver e responder");
    const nearer = infraction({ id: "other", deadlineAt: "2099-11-25T13:00:00.000Z" });
    const two = renderToStaticMarkup(<OpenInfractionsAlert open={[infraction(), nearer]} heldBalance={80} />);
    expect(two).toContain("R$\u00a080,00 retidos por 2 infrações MED");
    expect(two).toContain("Responda até 25/11/2099");
    expect(two).toContain('href="/seller/infractions"');
  });
});

describe("AnswerSection", () => {
  const render = (role: MemberRole, answers = 0) =>
    renderToStaticMarkup(
      <MemberRoleProvider role={role}>
        <AnswerSection infractionId={ID} answers={answers} />
      </MemberRoleProvider>,
    );

  it("offers the form to the owner and finance, says why to the others, and stops at 10 answers", () => {
    for (const role of ["owner", "finance"] as const) {
      const html = render(role);
      expect(html).toContain("Sua resposta");
      expect(html).toContain("Anexar arquivos");
      expect(html).toContain("Até 5 arquivos PDF, JPG ou PNG, de até 10 MB cada.");
      expect(html).toContain("Enviar resposta");
    }
    for (const role of ["viewer", "developer"] as const) {
      const html = render(role);
      expect(html).not.toContain("Enviar resposta");
      expect(html).toContain("não pode responder a infrações MED nesta conta.");
    }
    expect(render("owner", 10)).toContain("Você já enviou 10 respostas");
  });
});

describe("InfractionsTable", () => {
  it("shows the admin the seller's answers, their files and an escalated hold", () => {
    const html = renderToStaticMarkup(
      <InfractionsTable
        caption="Infrações MED"
        rows={[
          infraction({ sellerName: "Loja", responses: [ANSWER] } as Partial<InfractionWithResponsesJson>),
          infraction({ id: "b", escalatedAt: "2026-11-27T13:00:00.000Z", deadlineAt: "2026-11-27T13:00:00.000Z" }),
        ]}
        actions={() => null}
      />,
    );
    expect(html).toContain("Respostas do vendedor (1)");
    expect(html).toContain("Entregamos o produto.");
    expect(html).toContain(`href="${ANSWER.files[0]!.url}?preview=1"`);
    expect(html).toContain('aria-label="Baixar entrega.pdf"');
    expect(html).toContain("(PDF, 2 KB)");
    expect(html).toContain("Sem resposta do vendedor.");
    expect(html).toContain("Vencida: valor mantido retido");
  });

  it("leads the seller from each row to the infraction's page", () => {
    const html = renderToStaticMarkup(
      <InfractionsTable
        caption="Infrações MED"
        rows={[infraction(), infraction({ id: "c", status: "RELEASED" })]}
        detailHref={(row) => `/seller/infractions/${row.id}`}
      />,
    );
    expect(html).toContain(`href="/seller/infractions/${ID}"`);
    expect(html).toContain("Ver e responder");
    expect(html).toContain('href="/seller/infractions/c"');
    expect(html).not.toContain("Respostas do vendedor");
  });
});

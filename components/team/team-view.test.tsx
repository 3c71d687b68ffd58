import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { isSoleOwner } from "./members-table";
import type { InvitationJson, MemberJson, MemberRole } from "./team-keys";
import { TeamView } from "./team-view";

vi.mock("next/navigation", () => ({ useRouter: () => ({ replace: () => undefined, refresh: () => undefined }) }));

const OWNER_ID = "11111111-1111-4111-8111-111111111111";
const FINANCE_ID = "22222222-2222-4222-8222-222222222222";
const SECOND_OWNER_ID = "44444444-4444-4444-8444-444444444444";

const page = <T,>(data: T[]) => ({ data, totalRecords: data.length, totalPages: 1, currentPage: 1, perPage: 20 });

const members = (you: string): MemberJson[] => [
  {
    userId: OWNER_ID,
    email: "dona@loja.example.com",
    name: null,
    role: "owner",
    joinedAt: "2026-10-01T12:00:00.000Z",
    you: you === OWNER_ID,
  },
  {
    userId: FINANCE_ID,
    email: "fernanda@loja.example.com",
    name: "Fernanda Lima",
    role: "finance",
    joinedAt: "2026-11-02T12:00:00.000Z",
    you: you === FINANCE_ID,
  },
];

const invitation: InvitationJson = {
  id: "33333333-3333-4333-8333-333333333333",
  email: "novo@loja.example.com",
  role: "developer",
  expiresAt: "2026-11-30T12:00:00.000Z",
  createdAt: "2026-11-23T12:00:00.000Z",
  invitedBy: "dona@loja.example.com",
};

function render(role: MemberRole, userId: string, team = members(userId)) {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <TeamView
        page={1}
        role={role}
        userId={userId}
        companyName="Loja Exemplo Ltda"
        totpEnabled={false}
        initialMembers={page(team)}
        initialInvitations={role === "owner" ? page([invitation]) : null}
      />
    </QueryClientProvider>,
  );
  return html.replaceAll("<!-- -->", "");
}

/** The text of the buttons on the page, in order. */
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ""));

const secondOwner: MemberJson = {
  userId: SECOND_OWNER_ID,
  email: "socio@loja.example.com",
  name: "Sócio",
  role: "owner",
  joinedAt: "2026-10-15T12:00:00.000Z",
  you: false,
};

describe("TeamView", () => {
  it("lets an owner invite, cancel invitations, change roles, remove others and hand the account over", () => {
    const html = render("owner", OWNER_ID);
    expect(buttons(html)).toEqual([
      "Convidar pessoa",
      "Alterar papel de fernanda@loja.example.com",
      "Remover fernanda@loja.example.com",
      "Cancelar convite de novo@loja.example.com",
      "Transferir propriedade",
    ]);
    expect(html).toContain("(você)");
    expect(html).toContain("Proprietário");
    expect(html).toContain("Fernanda Lima");
    expect(html).toContain("Convites pendentes");
    expect(html).toContain("novo@loja.example.com");
    expect(html).toContain("Desenvolvedor");
  });

  it("tells the only owner to hand the account over before leaving, and lets one of two owners leave", () => {
    expect(render("owner", OWNER_ID)).toContain("Para sair, transfira a propriedade antes.");
    const [owner, finance] = members(OWNER_ID);
    const html = render("owner", OWNER_ID, [owner!, secondOwner, finance!]);
    expect(buttons(html).slice(0, 2)).toEqual(["Convidar pessoa", "Sair da equipe"]);
    expect(html).not.toContain("Para sair, transfira a propriedade antes.");
  });

  it("offers an owner alone in the team neither leaving it nor handing it over, and says why", () => {
    const html = render("owner", OWNER_ID, members(OWNER_ID).slice(0, 1));
    expect(buttons(html)).toEqual([
      "Convidar pessoa",
      "Cancelar convite de novo@loja.example.com",
      "Transferir propriedade",
    ]);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Transferir propriedade<\/button>/);
    expect(html).toContain("Só você está na equipe: convide alguém antes de passar a conta para essa pessoa.");
    expect(html).not.toContain("Para sair");
  });

  it("shows everyone else the team read-only, with what their role may do, and lets them leave", () => {
    const html = render("finance", FINANCE_ID);
    expect(buttons(html)).toEqual(["Sair da equipe"]);
    expect(html).toContain("Seu papel nesta conta: Financeiro");
    expect(html).toContain("A chave PIX de saque fica com o proprietário.");
    expect(html).not.toContain("Convites pendentes");
    expect(html).not.toContain("Transferir propriedade");
    expect(html).toContain("dona@loja.example.com");
  });
});

describe("isSoleOwner", () => {
  const you = { ...secondOwner, userId: OWNER_ID, you: true };
  const at = (data: MemberJson[], currentPage: number, totalPages: number) => ({
    data,
    totalRecords: data.length * totalPages,
    totalPages,
    currentPage,
    perPage: data.length,
  });

  it("counts the owners on a page that ends them: one with someone else after it, or the last page", () => {
    expect(isSoleOwner(at([you, members(OWNER_ID)[1]!], 1, 3))).toBe(true);
    expect(isSoleOwner(at([you], 1, 1))).toBe(true);
    expect(isSoleOwner(at([you, secondOwner], 1, 1))).toBe(false);
  });

  it("does not decide from a page of owners only that more pages follow", () => {
    expect(isSoleOwner(at([you], 1, 2))).toBe(false);
  });

  it("is false for a member who is not the owner", () => {
    expect(isSoleOwner(at(members(FINANCE_ID), 1, 1))).toBe(false);
  });
});

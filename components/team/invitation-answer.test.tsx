import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { InvitationAnswer } from "./invitation-answer";

vi.mock("next/navigation", () => ({ useRouter: () => ({ replace: () => undefined, refresh: () => undefined }) }));

const TOKEN = "k3Yx_9-abcdefghijklmnopqrstuvwxyz0123456789";
const invitation = {
  sellerName: "Loja Exemplo Ltda",
  email: "fernanda@loja.example.com",
  role: "finance" as const,
  expiresAt: "2026-11-30T15:00:00.000Z",
  accountExists: false,
};

const render = (accountExists: boolean, signedInAs: string | null) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <InvitationAnswer token={TOKEN} invitation={{ ...invitation, accountExists }} signedInAs={signedInAs} />
    </QueryClientProvider>,
  ).replaceAll("<!-- -->", "");

describe("InvitationAnswer", () => {
  it("shows the role with what it may do, and until when the link holds", () => {
    const html = render(false, null);
    expect(html).toContain("Financeiro");
    expect(html).toContain("A chave PIX de saque fica com o proprietário.");
    expect(html).toContain("30/11/2026");
  });

  it("creates the account of an address that has none, the password typed twice", () => {
    const html = render(false, null);
    expect(html).toContain("Seu nome");
    expect(html).toContain("Confirme a senha");
    expect(html).toContain("Criar conta e aceitar");
  });

  it("sends an address with an account to sign in, and back to the invitation afterwards", () => {
    const html = render(true, null);
    expect(html).toContain(`href="/login?callbackUrl=%2Finvitations%2F${TOKEN}"`);
    expect(html).not.toContain("Criar conta e aceitar");
  });

  it("accepts in one click when signed in as the invited address", () => {
    expect(render(true, "fernanda@loja.example.com")).toContain("Aceitar convite");
  });

  it("tells someone signed in with another address to sign out first", () => {
    const html = render(true, "outra@loja.example.com");
    expect(html).toContain("Este convite é para outra conta");
    expect(html).toContain("Sair e usar outra conta");
    expect(html).not.toContain("Aceitar convite");
  });
});

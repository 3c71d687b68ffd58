import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { AccountPicker } from "./account-picker";

vi.mock("next/navigation", () => ({ useRouter: () => ({ replace: () => undefined, refresh: () => undefined }) }));

const OWN = {
  sellerId: "11111111-1111-4111-8111-111111111111",
  companyName: "Loja Própria Ltda",
  roleLabel: "Proprietário",
};
const OTHER = { sellerId: "22222222-2222-4222-8222-222222222222", companyName: "Outra Loja ME", roleLabel: "Leitura" };

const render = (accounts: (typeof OWN)[], currentId: string) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <AccountPicker accounts={accounts} currentId={currentId} />
    </QueryClientProvider>,
  ).replaceAll("<!-- -->", "");

describe("AccountPicker", () => {
  it("names the one account a person works in", () => {
    const html = render([OWN], OWN.sellerId);
    expect(html).toContain("Loja Própria Ltda");
    expect(html).not.toContain("<select");
  });

  it("lists every account with the role in it when there are several, the current one chosen", () => {
    const html = render([OWN, OTHER], OTHER.sellerId);
    expect(html).toContain("Conta em uso");
    expect(html).toContain(`<option value="${OWN.sellerId}">Loja Própria Ltda · Proprietário</option>`);
    expect(html).toContain(`<option value="${OTHER.sellerId}" selected="">Outra Loja ME · Leitura</option>`);
  });
});

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CredentialsCard } from "@/components/integrations/credentials-card";
import { PaymentLinksTable } from "@/components/payment-links/payment-links-table";
import type { MemberRole } from "@/components/team/team-keys";
import { WebhooksTable } from "@/components/webhooks/webhooks-table";
import { PayoutKeyCard } from "@/components/withdrawals/payout-key-card";
import type { PayoutKeyJson } from "@/components/withdrawals/withdrawal-keys";
import { WithdrawalsTable } from "@/components/withdrawals/withdrawals-table";
import type { PaymentLinkJson } from "@/lib/payment-links/schema";
import { MemberRoleProvider, RoleLimit } from "./member-role";

const SELLER_ID = "44444444-4444-4444-8444-444444444444";
const noop = () => undefined;

function render(role: MemberRole | null, node: ReactNode) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemberRoleProvider role={role}>{node}</MemberRoleProvider>
    </QueryClientProvider>,
  ).replaceAll("<!-- -->", "");
}

const link: PaymentLinkJson = {
  id: "55555555-5555-4555-8555-555555555555",
  description: "Cesta de café",
  url: "http://localhost:3000/checkout/abc",
  hash: "abc",
  status: "ACTIVE",
  qtdPayments: 0,
  amount: 100,
  createdAt: "2026-11-01T12:00:00.000Z",
  firstChargeAt: null,
  expiresAt: null,
  maxPayments: null,
  purchaser: "sandbox",
  sellerId: SELLER_ID,
};

const payoutKey: PayoutKeyJson = {
  id: "66666666-6666-4666-8666-666666666666",
  pixKey: "11222333000181",
  pixKeyType: "CNPJ",
  holderVerified: true,
  approvedAt: null,
  reviewRequired: false,
  payableFrom: null,
  createdAt: "2026-11-01T12:00:00.000Z",
};

const withdrawal = {
  id: "77777777-7777-4777-8777-777777777777",
  sellerId: SELLER_ID,
  amount: 50,
  fee: 0,
  netAmount: 50,
  pixKey: "11222333000181",
  pixKeyType: "CNPJ" as const,
  payableFrom: null,
  status: "REQUESTED" as const,
  requestedAt: "2026-11-02T12:00:00.000Z",
  reviewedAt: null,
  reviewedBy: null,
  completedAt: null,
  rejectionReason: null,
  failureReason: null,
  manualPayout: false,
  endToEndId: null,
  returnedAmount: 0,
};

const webhook = {
  id: "88888888-8888-4888-8888-888888888888",
  url: "https://loja.example.com/pix",
  events: [],
  isActive: true,
  createdAt: "2026-11-01T12:00:00.000Z",
};

describe("what each role is offered on the seller pages", () => {
  it("links: creating and changing them is for owners and finance", () => {
    const table = <PaymentLinksTable links={[link]} onEdit={noop} onDeactivate={noop} onReactivate={noop} />;
    const inactive = (
      <PaymentLinksTable
        links={[{ ...link, status: "INACTIVE" }]}
        onEdit={noop}
        onDeactivate={noop}
        onReactivate={noop}
      />
    );
    for (const role of ["owner", "finance"] as const) {
      expect(render(role, table)).toContain("Editar");
      expect(render(role, table)).toContain("Desativar");
      expect(render(role, table)).not.toContain("Reativar");
      expect(render(role, inactive)).toContain("Reativar");
    }
    for (const role of ["developer", "viewer", null] as const) {
      expect(render(role, table)).not.toContain("Editar");
      expect(render(role, table)).not.toContain("Desativar");
      expect(render(role, inactive)).not.toContain("Reativar");
      expect(render(role, table)).toContain("Copiar link");
      expect(render(role, table)).toContain(`href="/seller/links/${link.id}/card"`);
    }
  });

  it("the payout key: only owners change it, the others read why", () => {
    const card = <PayoutKeyCard initialKey={payoutKey} totpEnabled={false} />;
    expect(render("owner", card)).toContain("Alterar chave");
    const finance = render("finance", card);
    expect(finance).not.toContain("Alterar chave");
    expect(finance).toContain("11.222.333/0001-81");
    expect(finance).toContain("O papel Financeiro não pode alterar a chave PIX de saque nesta conta.");
  });

  it("withdrawals: owners and finance cancel one still requested", () => {
    const table = <WithdrawalsTable withdrawals={[withdrawal]} onCancel={noop} />;
    expect(render("finance", table)).toContain("Cancelar");
    expect(render("viewer", table)).not.toContain("Cancelar");
    expect(render("developer", table)).not.toContain("Cancelar");
  });

  it("webhooks: owners and developers test and delete them; everyone reads the deliveries", () => {
    const table = (
      <WebhooksTable webhooks={[webhook]} onDeliveries={noop} onTest={noop} onDelete={noop} testingId={null} />
    );
    expect(render("developer", table)).toContain("Enviar teste");
    expect(render("developer", table)).toContain("Excluir");
    for (const role of ["finance", "viewer"] as const) {
      expect(render(role, table)).toContain("Entregas");
      expect(render(role, table)).not.toContain("Enviar teste");
      expect(render(role, table)).not.toContain("Excluir");
    }
  });

  it("integration keys: owners and developers generate new ones", () => {
    const credentials = { publicKey: "pk_123", privateKey: "sk_…abcd", createdAt: "2026-11-01T12:00:00.000Z" };
    const card = <CredentialsCard credentials={credentials} generating={false} onGenerate={noop} onRegenerate={noop} />;
    expect(render("developer", card)).toContain("Gerar novas chaves");
    expect(render("finance", card)).not.toContain("Gerar novas chaves");
    expect(render("viewer", card)).toContain("pk_123");
  });

  it("says what the role keeps the person from doing, and nothing when it allows it", () => {
    expect(render("viewer", <RoleLimit permission="sell" />)).toContain(
      "O papel Leitura não pode criar ou alterar links, cobranças e clientes nesta conta.",
    );
    expect(render("finance", <RoleLimit permission="sell" />)).toBe("");
  });
});

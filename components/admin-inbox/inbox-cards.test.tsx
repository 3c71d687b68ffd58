import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InboxCards, type InboxData } from "./inbox-cards";

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const ahead = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const desk: InboxData["withdrawals"] = {
  totalAmountApproved: 300,
  qtdWithdrawalsApproved: 2,
  qtdWithdrawalsPending: 3,
  totalAmountPending: 150,
  qtdPayoutsUnconfirmed: 0,
  totalAmountUnconfirmed: 0,
};

const render = async (data: InboxData) => renderToStaticMarkup(await InboxCards({ data: Promise.resolve(data) }));
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the admin's inbox", () => {
  it("shows each queue with its count and how long the oldest has waited, the infractions with their deadlines", async () => {
    const html = await render({
      inbox: {
        companies: { count: 2, since: ago(50) },
        withdrawals: { count: 3, since: ago(5) },
        infractions: { count: 1, since: ago(24), nextDeadline: ahead(49) },
        heldPix: { count: 4, since: ago(10) },
        differences: { count: 5, since: ago(72) },
      },
      withdrawals: desk,
      due: [
        {
          id: "5d0f1c2a-3b4c-4d5e-8f60-718293a4b5c6",
          paymentId: "0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9",
          seller: { id: "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d", name: "Loja Aurora" },
          amount: 42.5,
          deadlineAt: ahead(49),
        },
      ],
    });
    const words = text(html);
    expect(words).toContain("Empresas aguardando análise 2 a mais antiga enviada há 2 dias");
    expect(words).toContain("3 saques, o mais antigo pedido há 5 horas");
    expect(words).toMatch(
      /Infrações MED abertas 1 prazo mais próximo: \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2} \(faltam 3 dias\)/,
    );
    expect(words).toContain("PIX retidos 4 o mais antigo recebido há 10 horas");
    expect(words).toContain("Diferenças de conciliação 5 a mais antiga encontrada há 3 dias");
    expect(html).toContain('href="/admin/infractions?status=OPEN&amp;sellerId=9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d"');
    expect(words).toContain("Loja Aurora R$ 42,50");
    for (const href of ["/admin/enterprises", "/admin/withdrawals", "/admin/unmatched-pix", "/admin/reconciliation"])
      expect(html).toContain(`href="${href}"`);
  });

  it("says when nothing waits, and lists no deadlines then", async () => {
    const none = { count: 0, since: null };
    const words = text(
      await render({
        inbox: {
          companies: none,
          withdrawals: none,
          infractions: { ...none, nextDeadline: null },
          heldPix: none,
          differences: none,
        },
        withdrawals: { ...desk, qtdWithdrawalsPending: 0, totalAmountPending: 0 },
        due: [],
      }),
    );
    expect(words).toContain("PIX retidos 0 Nada aguardando");
    expect(words).toContain("Nenhuma infração aguardando decisão");
    expect(words).not.toContain("prazo mais próximo");
  });
});

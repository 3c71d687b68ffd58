import { describe, expect, it } from "vitest";
import { describePixKey, type EmailData, type EmailTemplate, EMAIL_TEMPLATES, renderEmail } from "./templates";

const HOSTILE = `<img src=x onerror="alert(1)"> & 'aspas'`;
const AT = new Date("2026-03-01T15:30:00Z");

/**
 * Data for every template, with markup wherever the data carries text (a new template without an entry fails to
 * compile).
 */
const SAMPLES: { [T in EmailTemplate]: EmailData<T> } = {
  "enterprise.approved": { companyName: HOSTILE },
  "enterprise.rejected": { companyName: HOSTILE, reason: HOSTILE },
  "password.changed": { changedAt: AT },
  "team.invitation": {
    sellerName: HOSTILE,
    invitedBy: HOSTILE,
    roleLabel: "Financeiro",
    expiresAt: AT,
    path: "/invitations/abc",
  },
  "team.removed": { sellerName: HOSTILE },
  "password.reset": { token: "Zm9vYmFy_-", minutes: 30 },
  "email.change-confirm": { token: "Zm9vYmFy_-", expiresAt: AT },
  "email.verify": { token: "Zm9vYmFy_-", expiresAt: AT },
  "email.change-requested": { newEmail: HOSTILE, requestedAt: AT },
  "email.changed": { newEmail: HOSTILE, changedAt: AT },
  "totp.enabled": { at: AT },
  "totp.disabled": { at: AT },
  "withdrawal.completed": {
    withdrawalId: HOSTILE,
    netAmount: 123456,
    pixKey: "fulano@example.com",
    pixKeyType: "EMAIL",
    completedAt: AT,
  },
  "withdrawal.failed": { withdrawalId: "w-1", amount: 5000, reason: HOSTILE },
  "withdrawal.returned": {
    withdrawalId: HOSTILE,
    amount: 3000,
    netAmount: 9800,
    pixKey: "fulano@example.com",
    pixKeyType: "EMAIL",
    returnedAt: AT,
  },
  "integration.keys-generated": { publicKey: "pk_abc123", generatedBy: HOSTILE, generatedAt: AT },
  "payout-pix-key.changed": {
    pixKey: "52998224725",
    pixKeyType: "CPF",
    changedAt: AT,
    payableFrom: new Date(AT.getTime() + 24 * 3_600_000),
  },
  "seller.paid": { paymentId: "p-1", amount: 2500, paidAt: AT, description: HOSTILE },
  "buyer.receipt": {
    paymentId: "6f1c0c52-5a8e-4b4e-9a43-1f4f3c2a9b10",
    txid: "6f1c0c525a8e4b4e9a431f4f3c2a9b10",
    endToEndId: "E12345678202603011530abcdefghijk",
    amount: 4990,
    refundedAmount: 0,
    confirmedAt: AT,
    sellerName: HOSTILE,
    sellerLegalName: HOSTILE,
    sellerCnpj: "11222333000181",
    customerName: "Conceição Araújo",
    payerDocument: { label: "CPF do pagador", value: "***.982.247-**" },
    description: HOSTILE,
    test: false,
    checkoutPath: "/checkout/h123?payment=6f1c0c52-5a8e-4b4e-9a43-1f4f3c2a9b10",
  },
  "buyer.refunded": {
    amount: 1000,
    paymentAmount: 4990,
    sellerName: HOSTILE,
    completedAt: AT,
    paymentId: "p-1",
    endToEndId: "E12345678202603011530abcdefghijk",
  },
  "seller.refunded": {
    refundId: "r-1",
    paymentId: "p-1",
    amount: 1000,
    customerName: HOSTILE,
    completedAt: AT,
    fullyRefunded: true,
  },
  "infraction.opened": { infractionId: "i-1", paymentId: "p-1", amount: 5555, reason: HOSTILE, deadlineAt: AT },
  "infraction.deadline-soon": {
    infractionId: "i-1",
    paymentId: "p-1",
    amount: 5555,
    sellerId: "s-1",
    sellerName: HOSTILE,
    deadlineAt: AT,
    answers: 0,
  },
  "infraction.overdue": {
    infractionId: "i-1",
    paymentId: "p-1",
    amount: 5555,
    sellerId: "s-1",
    sellerName: HOSTILE,
    deadlineAt: AT,
    answers: 2,
  },
  "infraction.overdue-seller": { infractionId: "i-1", paymentId: "p-1", amount: 5555, deadlineAt: AT },
};

describe.each(EMAIL_TEMPLATES)("%s", (template) => {
  const email = renderEmail(template, SAMPLES[template] as never);

  it("has a subject, a text part and an HTML part in pt-BR", () => {
    expect(email.subject).toMatch(/\S/);
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.html).toMatch(/^<!doctype html><html lang="pt-BR">/);
    expect(email.text).toContain("Esta é uma mensagem automática: não responda a este e-mail.");
    expect(email.html).toContain("Esta é uma mensagem automática: não responda a este e-mail.");
  });

  it("escapes the data in the HTML part and keeps it as written in the text part", () => {
    expect(email.html).not.toContain("<img");
    expect(email.html).not.toContain("'aspas'");
    if (JSON.stringify(SAMPLES[template]).includes("onerror")) {
      expect(email.text).toContain(HOSTILE);
      expect(email.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;aspas&#39;");
    }
  });
});

it("says amounts in reais and instants in São Paulo time", () => {
  const email = renderEmail("withdrawal.completed", SAMPLES["withdrawal.completed"]);
  expect(email.subject).toBe("Saque de R$\u00a01.234,56 concluído");
  expect(email.text).toContain("Concluído em: 01/03/2026, 12:30 (horário de Brasília)");
  expect(email.text).toContain("Chave PIX: e-mail terminada em .com");
  expect(email.text).toContain("Ver saques: http://localhost:3000/seller/withdrawals");
});

it("shows only the end of a Pix key", () => {
  expect(describePixKey("52998224725", "CPF")).toBe("CPF terminada em 4725");
  expect(renderEmail("payout-pix-key.changed", SAMPLES["payout-pix-key.changed"]).text).not.toContain("52998224725");
});

it("gives the buyer the receipt: amount, São Paulo time, seller and CNPJ, the PIX's end-to-end id, and the way to its PDF", () => {
  const email = renderEmail("buyer.receipt", {
    ...SAMPLES["buyer.receipt"],
    sellerName: "Padaria São João",
    sellerLegalName: "Panificadora São João Ltda",
    description: "Pão de\naçúcar",
  });
  expect(email.subject).toBe("Comprovante: pagamento de R$\u00a049,90 a Padaria São João");
  for (const line of [
    "Valor: R$\u00a049,90",
    "Pago em: 01/03/2026, 12:30 (horário de Brasília)",
    "Recebedor: Padaria São João",
    "Razão social do recebedor: Panificadora São João Ltda",
    "CNPJ do recebedor: 11.222.333/0001-81",
    "Pagador: Conceição Araújo",
    "CPF do pagador: ***.982.247-**",
    "Descrição: Pão de açúcar",
    "ID da transação PIX (E2E): E12345678202603011530abcdefghijk",
    "Ver o comprovante (PDF): http://localhost:3000/checkout/h123?payment=6f1c0c52-5a8e-4b4e-9a43-1f4f3c2a9b10",
  ]) {
    expect(email.text).toContain(line);
  }
  expect(email.html).toContain(
    'href="http://localhost:3000/checkout/h123?payment=6f1c0c52-5a8e-4b4e-9a43-1f4f3c2a9b10"',
  );
});

it("says first that a sandbox payment's receipt is a test, and says nothing of it for a real one", () => {
  expect(renderEmail("buyer.receipt", { ...SAMPLES["buyer.receipt"], test: true }).text).toContain(
    "TESTE: pagamento simulado no ambiente de testes (sandbox). Nenhum dinheiro foi movimentado.",
  );
  expect(renderEmail("buyer.receipt", SAMPLES["buyer.receipt"]).text).not.toContain("TESTE");
});

it("sends a receipt without a checkout (a payment created through the API) with no link, and says when the provider gave no end-to-end id", () => {
  const email = renderEmail("buyer.receipt", { ...SAMPLES["buyer.receipt"], checkoutPath: null, endToEndId: null });
  expect(email.text).not.toContain("http://");
  expect(email.text).not.toContain("PDF");
  expect(email.text).toContain("ID da transação PIX (E2E): não informado pelo provedor");
});

it("tells the buyer and the seller of a completed refund", () => {
  const buyerEmail = renderEmail("buyer.refunded", { ...SAMPLES["buyer.refunded"], sellerName: "Padaria São João" });
  expect(buyerEmail.subject).toBe("Devolução de R$\u00a010,00 concluída");
  expect(buyerEmail.text).toContain("Uma devolução do seu pagamento PIX a Padaria São João foi concluída.");
  expect(buyerEmail.text).toContain("Valor do pagamento: R$\u00a049,90");
  expect(buyerEmail.text).toContain("Concluída em: 01/03/2026, 12:30 (horário de Brasília)");
  const sellerEmail = renderEmail("seller.refunded", { ...SAMPLES["seller.refunded"], customerName: "Conceição" });
  expect(sellerEmail.text).toContain("O PIX de devolução a Conceição foi confirmado pelo banco");
  expect(sellerEmail.text).toContain("Com ela, o pagamento foi devolvido por inteiro.");
  expect(renderEmail("seller.refunded", { ...SAMPLES["seller.refunded"], fullyRefunded: false }).text).not.toContain(
    "por inteiro",
  );
});

it("tells the person when two-factor sign-in was turned on or off, and where to look", () => {
  const enabled = renderEmail("totp.enabled", SAMPLES["totp.enabled"]);
  expect(enabled.subject).toBe("Verificação em duas etapas ativada");
  expect(enabled.text).toContain("foi ativada em 01/03/2026, 12:30 (horário de Brasília)");
  expect(enabled.text).toContain("http://localhost:3000/account/two-factor");
  const disabled = renderEmail("totp.disabled", SAMPLES["totp.disabled"]);
  expect(disabled.subject).toBe("Verificação em duas etapas desativada");
  expect(disabled.text).toContain("Se não foi você, fale imediatamente com o suporte");
});

it("tells the seller of a MED hold, the deadline to answer and the policy at its end; and the admins as it nears and passes", () => {
  const opened = renderEmail("infraction.opened", { ...SAMPLES["infraction.opened"], reason: "Golpe relatado" });
  expect(opened.subject).toBe("R$\u00a055,55 retidos por uma infração MED");
  for (const line of [
    "Motivo: Golpe relatado",
    "Valor retido: R$\u00a055,55",
    "Responda até: 01/03/2026, 12:30 (horário de Brasília)",
    "Responder à infração: http://localhost:3000/seller/infractions/i-1",
    "Se o prazo terminar sem decisão, o valor continua retido",
  ])
    expect(opened.text).toContain(line);
  const soon = renderEmail("infraction.deadline-soon", { ...SAMPLES["infraction.deadline-soon"], sellerName: "Loja" });
  expect(soon.subject).toBe("Infração MED vence em 2 dias: R$\u00a055,55 de Loja");
  expect(soon.text).toContain("O vendedor não respondeu.");
  expect(soon.text).toContain("Ver a infração: http://localhost:3000/admin/infractions?status=OPEN&sellerId=s-1");
  const overdue = renderEmail("infraction.overdue", { ...SAMPLES["infraction.overdue"], sellerName: "Loja" });
  expect(overdue.text).toContain("O vendedor respondeu 2 vezes.");
  expect(overdue.text).toContain("o valor continua retido: não foi liberado ao vendedor nem devolvido ao pagador");
  const seller = renderEmail("infraction.overdue-seller", SAMPLES["infraction.overdue-seller"]);
  expect(seller.text).toContain("você ainda pode enviar a sua resposta");
});

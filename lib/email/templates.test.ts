import { describe, expect, it } from "vitest";
import { describePixKey, type EmailData, type EmailTemplate, EMAIL_TEMPLATES, renderEmail } from "./templates";

const HOSTILE = `<img src=x onerror="alert(1)"> & 'aspas'`;
const AT = new Date("2026-03-01T15:30:00Z");

/** Data for every template, with markup wherever the data carries text (a new template without an entry fails to compile). */
const SAMPLES: { [T in EmailTemplate]: EmailData<T> } = {
  "enterprise.approved": { companyName: HOSTILE },
  "enterprise.rejected": { companyName: HOSTILE, reason: HOSTILE },
  "password.changed": { changedAt: AT },
  "withdrawal.completed": { withdrawalId: HOSTILE, netAmount: 123456, pixKey: "fulano@example.com", pixKeyType: "EMAIL", completedAt: AT },
  "withdrawal.failed": { withdrawalId: "w-1", amount: 5000, reason: HOSTILE },
  "payout-pix-key.changed": { pixKey: "52998224725", pixKeyType: "CPF", changedAt: AT, payableFrom: new Date(AT.getTime() + 24 * 3_600_000) },
  "seller.paid": { paymentId: "p-1", amount: 2500, paidAt: AT, description: HOSTILE },
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

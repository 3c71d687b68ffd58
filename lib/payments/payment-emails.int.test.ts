import { beforeAll, describe, expect, it } from "vitest";
import { db, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, fundSeller, sendCallback } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { lockPaymentWithLink } from "./payment-rows";
import { finishPaidPayment } from "./settlement";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

const emailsAbout = (id: string) =>
  db().emailMessage.findMany({ where: { dedupeKey: { endsWith: `:${id}` } }, orderBy: { template: "asc" } });
/** How many e-mails about `id` the transaction sees. */
async function emailCount(tx: Tx, id: string) {
  const [row] = await tx.$queryRaw<[{ count: number }]>`
    SELECT count(*)::int AS count FROM email_outbox WHERE "dedupeKey" LIKE ${`%:${id}`}`;
  return row.count;
}

async function linkPayment(email: string) {
  const owner = await createUserAndLogin(api, { approved: true });
  const link = await createLink(owner.user.id, 10_000);
  const created = await api.post("/api/v1/payments", {
    body: {
      paymentLinkId: link.id,
      customer: buyer({ email, name: "Conceição Araújo", document: { type: "cpf", number: "52998224725" } }),
    },
  });
  expect(created.status).toBe(201);
  return { owner, link, paymentId: created.body.id as string };
}

describe("the e-mails of a payment", () => {
  it("queues the buyer's receipt and the seller's notice in the settlement, once however often it is reported", async () => {
    const { owner, link, paymentId } = await linkPayment("conceicao@example.com");
    expect(await emailsAbout(paymentId)).toEqual([]);

    const { callback } = await sendCallback(api, paymentId, "charge.paid");
    const emails = await emailsAbout(paymentId);
    expect(emails.map(({ template, to, dedupeKey, status }) => ({ template, to, dedupeKey, status }))).toEqual([
      {
        template: "buyer.receipt",
        to: "conceicao@example.com",
        dedupeKey: `buyer.receipt:${paymentId}`,
        status: "PENDING",
      },
      { template: "seller.paid", to: owner.user.email, dedupeKey: `seller.paid:${paymentId}`, status: "PENDING" },
    ]);
    const receipt = emails[0]!;
    expect(receipt.subject).toBe("Comprovante: pagamento de R$\u00a0100,00 a Empresa Teste Ltda");
    expect(receipt.text).toContain("Pagador: Conceição Araújo");
    // The buyer's CPF masked, and the sandbox's payment marked as a test.
    expect(receipt.text).toContain("CPF do pagador: ***.982.247-**");
    expect(receipt.text).not.toContain("529.982.247-25");
    expect(receipt.text).toContain("TESTE: pagamento simulado no ambiente de testes (sandbox).");
    expect(receipt.text).toContain(
      `Ver o comprovante (PDF): http://localhost:3000/checkout/${link.hash}?payment=${paymentId}`,
    );
    expect(receipt.messageId).toBe(`<${receipt.id}@localhost>`);
    expect(emails[1]!.subject).toBe("Você recebeu R$\u00a0100,00");

    // The provider's repeat settles nothing again; a settlement replayed (rolled back: it would book twice) queues
    // nothing more.
    await api.post("/api/v1/providers/sandbox/webhook", { rawBody: callback.body, headers: callback.headers });
    await transaction(async (tx) => {
      const payment = (await lockPaymentWithLink(tx, { id: paymentId }))!;
      await finishPaidPayment(tx, { ...payment, status: "PENDING" }, new Date());
      // The duplicate keys did not abort the transaction, and added nothing.
      expect(await emailCount(tx, paymentId)).toBe(2);
      throw new Error("rolled back on purpose");
    }).catch((error: Error) => expect(error.message).toBe("rolled back on purpose"));
    expect((await emailsAbout(paymentId)).map((email) => email.id)).toEqual(emails.map((email) => email.id));
  });

  it("queues nothing when the settlement does not commit, or does not happen", async () => {
    const { paymentId } = await linkPayment("ninguem@example.com");
    await transaction(async (tx) => {
      const payment = (await lockPaymentWithLink(tx, { id: paymentId }))!;
      await finishPaidPayment(tx, payment, new Date(), "E12345678202611251200RollbackTst");
      expect(await emailCount(tx, paymentId)).toBe(2);
      throw new Error("rolled back on purpose");
    }).catch(() => undefined);
    expect(await emailsAbout(paymentId)).toEqual([]);

    // A PIX of another amount settles nothing, so it tells no one.
    expect((await sendCallback(api, paymentId, "charge.paid", 9_999)).response.body).toMatchObject({
      outcome: "amount_mismatch",
    });
    expect(await emailsAbout(paymentId)).toEqual([]);
  });

  it("tells the buyer and the seller of each completed refund", async () => {
    const { owner, paymentId } = await linkPayment("devolucao@example.com");
    await sendCallback(api, paymentId, "charge.paid");
    // The fees the sale paid are not given back: the seller's balance covers them.
    await fundSeller(owner.user.id, 10_000);
    const partial = await api.post(`/api/v1/payments/${paymentId}/refunds`, {
      token: owner.access,
      body: { amount: 30 },
    });
    expect(partial.body).toMatchObject({ status: "DONE" });
    const rest = await api.post(`/api/v1/payments/${paymentId}/refunds`, { token: owner.access, body: {} });
    expect(rest.body).toMatchObject({ status: "DONE", amount: 70 });

    for (const [refund, full] of [
      [partial.body.id, false],
      [rest.body.id, true],
    ] as const) {
      const emails = await emailsAbout(refund);
      expect(emails.map(({ template, to }) => ({ template, to }))).toEqual([
        { template: "buyer.refunded", to: "devolucao@example.com" },
        { template: "seller.refunded", to: owner.user.email },
      ]);
      expect(emails[0]!.text).toContain("Uma devolução do seu pagamento PIX a Empresa Teste Ltda foi concluída.");
      expect(emails[1]!.text.includes("o pagamento foi devolvido por inteiro")).toBe(full);
    }
    expect((await emailsAbout(partial.body.id))[0]!.subject).toBe("Devolução de R$\u00a030,00 concluída");
  });
});

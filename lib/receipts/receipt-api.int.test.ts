import { PDFParse } from "pdf-parse";
import { beforeAll, describe, expect, it } from "vitest";
import { formatCnpj } from "@/lib/br/documents";
import { db } from "@/lib/db/client";
import { settleReceivedPix } from "@/lib/payments/received-pix";
import { createSubmittedEnterprise } from "@/lib/testing/enterprises";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

const E2E = "E12345678202611251200ReciboTeste1";

const BUYER_CPF = "52998224725";

/**
 * A payment through a link of a seller whose approved company is "Padaria São João" (razão social "Panificadora
 * São João Ltda"), paid by PIX; `names` replace the link's description and the buyer's name.
 */
async function paidThroughLink(names: { description?: string; customerName?: string } = {}) {
  const owner = await createUserAndLogin(api, { approved: true });
  const enterprise = await createSubmittedEnterprise(api, owner.access, {
    commercialName: "Padaria São João",
    companyName: "Panificadora São João Ltda",
  });
  await db().enterprise.update({ where: { id: enterprise.id }, data: { status: "APPROVED", reviewedAt: new Date() } });
  const link = await createLink(owner.user.id, 4_990);
  await db().paymentLink.update({
    where: { id: link.id },
    data: { description: names.description ?? "Pão de açúcar" },
  });
  const created = await api.post(`/api/v1/payments`, {
    body: {
      paymentLinkId: link.id,
      customer: buyer({
        name: names.customerName ?? "Conceição Araújo",
        document: { type: "cpf", number: BUYER_CPF },
      }),
      paymentMethod: "pix",
      currency: "BRL",
    },
  });
  expect(created.status).toBe(201);
  const payment = await db().payment.findFirstOrThrow({ where: { id: created.body.id } });
  return {
    owner,
    link,
    payment,
    cnpj: formatCnpj((await db().enterprise.findUniqueOrThrow({ where: { id: enterprise.id } })).cnpj),
  };
}

async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe("GET /api/v1/payment-links/{ref}/payments/{paymentId}/receipt", () => {
  it("gives the buyer a PDF with the amount, the date in São Paulo, the seller and the end-to-end id, accents intact", async () => {
    const { link, payment, cnpj } = await paidThroughLink();
    const paidAt = new Date("2026-11-25T13:05:00Z");
    expect(
      await settleReceivedPix(payment.purchaser, {
        endToEndId: E2E,
        txid: payment.txid,
        amount: payment.amount,
        paidAt,
        refunds: [],
      }),
    ).toBe("applied");

    const response = await api.get(`/api/v1/payment-links/${link.hash}/payments/${payment.id}/receipt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="comprovante-${payment.id}.pdf"`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await pdfText(response.body as Buffer);
    expect(text).toContain("Comprovante de pagamento PIX");
    expect(text).toContain("R$ 49,90");
    // 13:05 UTC is 10:05 in São Paulo.
    expect(text).toContain("25/11/2026, 10:05 (horário de Brasília)");
    expect(text).toContain("Padaria São João");
    expect(text).toContain(cnpj);
    expect(text).toContain("Conceição Araújo");
    expect(text).toContain("Pão de açúcar");
    expect(text).toContain(E2E);
    expect(text).toContain(payment.txid);
    expect(text).toContain("Panificadora São João Ltda");
    expect(text).toContain("***.982.247-**");
    expect(text).not.toContain("529.982.247-25");
    expect(text).not.toContain(BUYER_CPF);
    // The payment went through the sandbox: the receipt says it is a test.
    expect(text).toContain("TESTE");
    expect(text).toContain("ambiente de testes (sandbox)");
  });

  it("keeps user text on one line and prints accents, leaving out the emoji and scripts its font cannot print", async () => {
    const { link, payment } = await paidThroughLink({
      description: "Bolo de\nfubá 🎂 com café\r\nquente",
      customerName: "Zoë Łukasz 😀 Иван",
    });
    await settleReceivedPix(payment.purchaser, {
      endToEndId: `${E2E.slice(0, -1)}3`,
      txid: payment.txid,
      amount: payment.amount,
      paidAt: new Date(),
      refunds: [],
    });

    const response = await api.get(`/api/v1/payment-links/${link.hash}/payments/${payment.id}/receipt`);
    expect(response.status).toBe(200);
    const text = await pdfText(response.body as Buffer);
    const lines = text.split("\n").map((line) => line.trim());
    expect(lines).toContain("Bolo de fubá com café quente");
    expect(lines).toContain("Zoë Lukasz");
    for (const unprintable of ["🎂", "😀", "Иван", "\ufffd"]) expect(text).not.toContain(unprintable);
  });

  it("is not found by the payment id with another link's hash, nor by a made-up id", async () => {
    const { payment } = await paidThroughLink();
    await settleReceivedPix(payment.purchaser, {
      endToEndId: `${E2E.slice(0, -1)}2`,
      txid: payment.txid,
      amount: payment.amount,
      paidAt: new Date(),
      refunds: [],
    });
    const stranger = await createUserAndLogin(api, { approved: true });
    const strangersLink = await createLink(stranger.user.id);

    const withOtherHash = await api.get(`/api/v1/payment-links/${strangersLink.hash}/payments/${payment.id}/receipt`, {
      token: stranger.access,
    });
    expect(withOtherHash.status).toBe(404);
    expect(withOtherHash.body).toMatchObject({ code: "NOT_FOUND" });
    const paidLink = await db().paymentLink.findUniqueOrThrow({ where: { id: payment.paymentLinkId! } });
    expect(
      (await api.get(`/api/v1/payment-links/${paidLink.hash}/payments/${crypto.randomUUID()}/receipt`)).status,
    ).toBe(404);
    expect((await api.get(`/api/v1/payment-links/${paidLink.hash}/payments/not-a-uuid/receipt`)).status).toBe(400);
  });

  it("answers 422 for a payment not paid yet", async () => {
    const { link, payment } = await paidThroughLink();
    const response = await api.get(`/api/v1/payment-links/${link.hash}/payments/${payment.id}/receipt`);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: "INVALID_STATUS_TRANSITION",
      message: "O comprovante fica disponível depois que o pagamento é confirmado.",
    });
  });
});

import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { standInControl } from "../ui/helpers";
import { E2E_DATA_DIR } from "../instance";

// The production server (scripts/server.ts with Next.js, what `npm start` runs) against the PSP stand-in
// the demo started, switched to fail: the answers a PSP's outage and refusals give an integrator. These
// failed when the server loaded the domain twice (docs/ARCHITECTURE.md): the PSP client's errors were the
// other copy's class, and every one of them answered 500.

const BUYER = { name: "Ana Souza", email: "ana@example.com", document: { type: "CPF", number: "52998224725" } };

async function sellerApi(request: APIRequestContext) {
  const login = await request.post("/api/v1/auth/login", {
    data: { email: "vendedor@demo.pix.br", password: "demo12345" },
  });
  expect(login.status()).toBe(200);
  const { tokens } = (await login.json()) as { tokens: { access: string } };
  return { authorization: `Bearer ${tokens.access}` };
}

/** The next `count` calls to the stand-in's API matching `match` answer `failAs`'s problem. */
async function failNext(count: number, match: string, failAs: string) {
  expect(await standInControl("PUT", "/switches", { failNext: count, failMatch: match, failAs })).toBe(200);
}

test.afterEach(async () => {
  expect(
    await standInControl("PUT", "/switches", {
      failNext: 0,
      failMatch: null,
      failAs: "ErroInternoDoServidor",
      offSpec: null,
      refuseCredentials: false,
    }),
  ).toBe(200);
});

test("a PSP outage while creating a charge answers 503 PSP_UNAVAILABLE with Retry-After", async ({ request }) => {
  const headers = await sellerApi(request);
  // As many as the client's attempts: the PSP is down for this charge, and back for the next.
  await failNext(3, "^PUT /v2/cob/", "ServicoIndisponivel");
  const refused = await request.post("/api/v1/payments", { headers, data: { amount: 12.5, customer: BUYER } });
  expect(refused.status()).toBe(503);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.json()).toMatchObject({ statusCode: 503, code: "PSP_UNAVAILABLE" });

  const created = await request.post("/api/v1/payments", { headers, data: { amount: 12.5, customer: BUYER } });
  expect(created.status()).toBe(201);
});

test("a charge the PSP refuses answers 422 PROVIDER_REJECTED", async ({ request }) => {
  const headers = await sellerApi(request);
  await failNext(1, "^PUT /v2/cob/", "CobOperacaoInvalida");
  const refused = await request.post("/api/v1/payments", { headers, data: { amount: 13.5, customer: BUYER } });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({ statusCode: 422, code: "PROVIDER_REJECTED" });
});

test("a devolução the PSP refuses answers 422 PROVIDER_REJECTED and leaves the sale refundable", async ({
  request,
}) => {
  const headers = await sellerApi(request);
  const created = await request.post("/api/v1/payments", { headers, data: { amount: 20, customer: BUYER } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.post(`/api/v1/sandbox/payments/${id}/pay`, { headers })).ok()).toBe(true);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/v1/payments/${id}`, { headers })).json()) as { status: string }).status,
    )
    .toBe("FINISHED");

  // The refused PUT and the read-back that finds no devolução: the PSP did nothing.
  await failNext(1, "^PUT /v2/pix/[^/]+/devolucao/", "PixDevolucaoInvalida");
  const refused = await request.post(`/api/v1/payments/${id}/refunds`, { headers, data: { amount: 5 } });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({ statusCode: 422, code: "PROVIDER_REJECTED" });

  const payment = (await (await request.get(`/api/v1/payments/${id}`, { headers })).json()) as {
    refundedAmount: number;
  };
  expect(payment.refundedAmount).toBe(0);
  const retried = await request.post(`/api/v1/payments/${id}/refunds`, { headers, data: { amount: 5 } });
  expect(retried.status()).toBe(201);
});

test("a notification naming a PIX or a payout the PSP does not know answers 2xx and credits nothing", async ({
  request,
}) => {
  const headers = await sellerApi(request);
  const before = await (await request.get("/api/v1/seller-balances/me", { headers })).json();
  const secret = readFileSync(`${E2E_DATA_DIR}/psp/webhook-secret`, "utf8");
  const notified = await request.post(`/api/v1/providers/api-pix/notifications/${secret}`, {
    data: {
      pix: [
        {
          endToEndId: "E12345678202611270000unknown0001",
          txid: "naoexiste000000000000000000001",
          valor: "10.00",
          horario: new Date().toISOString(),
        },
        {
          endToEndId: "E12345678202611270000unknown0002",
          valor: "10.00",
          horario: new Date().toISOString(),
          gnExtras: { idEnvio: "naoenviado0000000000000000000001" },
        },
      ],
    },
  });
  expect(notified.status()).toBeLessThan(300);
  expect(await (await request.get("/api/v1/seller-balances/me", { headers })).json()).toEqual(before);
});

test("a charge whose status the PSP answers off the spec answers 502 PSP_INVALID_ANSWER", async ({ request }) => {
  const headers = await sellerApi(request);
  expect(
    await standInControl("PUT", "/switches", {
      failMatch: "^PUT /v2/cob/",
      offSpec: { path: "status", value: "PAGA_TALVEZ" },
    }),
  ).toBe(200);
  const refused = await request.post("/api/v1/payments", { headers, data: { amount: 14.5, customer: BUYER } });
  expect(refused.status()).toBe(502);
  expect(await refused.json()).toMatchObject({ statusCode: 502, code: "PSP_INVALID_ANSWER" });
});

test("a PSP that refuses our credentials answers 503 PSP_UNAVAILABLE until it takes them again", async ({
  request,
}) => {
  const headers = await sellerApi(request);
  expect(await standInControl("PUT", "/switches", { refuseCredentials: true, expireTokens: true })).toBe(200);
  const refused = await request.post("/api/v1/payments", { headers, data: { amount: 15.5, customer: BUYER } });
  expect(refused.status()).toBe(503);
  expect(refused.headers()["retry-after"]).toBe("60");
  expect(await refused.json()).toMatchObject({ statusCode: 503, code: "PSP_UNAVAILABLE" });

  expect(await standInControl("PUT", "/switches", { refuseCredentials: false })).toBe(200);
  const created = await request.post("/api/v1/payments", { headers, data: { amount: 15.5, customer: BUYER } });
  expect(created.status()).toBe(201);
});

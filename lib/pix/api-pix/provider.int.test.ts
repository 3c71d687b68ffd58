// ApiPixProvider against the PSP stand-in over mutual TLS. What it sends is checked, as the
// stand-in logged it, against the schemas written from the API Pix yaml, not against the stand-in.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/http/errors";
import { createLogger } from "@/lib/log";
import { type LoggedRequest, type PspStandIn, startPspStandIn } from "@/scripts/psp/stand-in";
import { pspRequest, type Tls } from "@/scripts/psp/testing";
import type { ChargeRequest, RefundRequest } from "../provider";
import { loadClientIdentity } from "./credentials";
import { PspCredentialsRefusedError, PspInvalidAnswerError, PspUnavailableError } from "./errors";
import { ApiPixClient, type ApiPixClientOptions } from "./http-client";
import { ApiPixProvider } from "./provider";
import { CobPutRequestSchema, CobSchema, DevolucaoPutRequestSchema, VALOR_PATTERN, WebhookSchema } from "./spec";

const RECEIVER_KEY = "7d9f0335-8dcc-4054-9bf9-0dbd61d36906";
let psp: PspStandIn;
let tls: Tls;
let provider: ApiPixProvider;
const clients: ApiPixClient[] = [];

/** A client of the stand-in with small limits; PEM identity unless a test gives another. */
function newClient(options: Partial<ApiPixClientOptions> = {}): ApiPixClient {
  const client = new ApiPixClient({
    baseUrl: psp.url,
    tokenUrl: psp.tokenUrl,
    clientId: psp.clientId,
    clientSecret: psp.clientSecret,
    identity: { cert: psp.pki.clientCert, key: psp.pki.clientKey, ca: [psp.pki.caCert] },
    timeoutMs: 2_000,
    retryInitialDelayMs: 10,
    retryMaxDelayMs: 100,
    breakerThreshold: 1_000,
    logger: createLogger("silent"),
    ...options,
  });
  clients.push(client);
  return client;
}

async function control(method: string, path: string, json?: unknown) {
  const response = await pspRequest(tls, method, `${psp.controlUrl}${path}`, { json });
  expect(response.status).toBeLessThan(300);
  return response.body;
}

const logged = async (method: string, path: string): Promise<LoggedRequest[]> =>
  ((await control("GET", "/requests")) as LoggedRequest[]).filter((r) => r.method === method && r.path === path);

// As our payments make them: a UUID's 32 hex digits.
const newId = () => randomUUID().replaceAll("-", "");

function chargeRequest(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  const createdAt = new Date();
  return {
    txid: newId(),
    amount: 12345,
    createdAt,
    // 3599.6 s: rounded to the second.
    expiresAt: new Date(createdAt.getTime() + 3_599_600),
    payer: { name: "Fulana de Tal", documentType: "CPF", documentNumber: "52998224725" },
    description: "Pedido 42",
    merchantName: "Loja da Fulana",
    merchantCity: "Sao Paulo",
    ...overrides,
  };
}

async function paidCharge(amount = 12345) {
  const request = chargeRequest({ amount });
  await provider.createCharge(request);
  const paid = await control("POST", `/cob/${request.txid}/pay`);
  return { txid: request.txid, endToEndId: paid.pix.endToEndId as string };
}

const refundRequest = (endToEndId: string | null, amount: number, reason: string | null = null): RefundRequest => ({
  refundId: newId(),
  chargeId: "",
  endToEndId,
  amount,
  reason,
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable("the call succeeded"),
    (error: unknown) => error,
  );
}

async function rejection(promise: Promise<unknown>, code = "PROVIDER_REJECTED"): Promise<AppError> {
  const error = await failure(promise);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

beforeAll(async () => {
  psp = await startPspStandIn({ refundDelayMs: 100 });
  tls = { ca: psp.pki.caCert, cert: psp.pki.clientCert, key: psp.pki.clientKey };
  provider = new ApiPixProvider(newClient(), { receiverKey: RECEIVER_KEY });
});

beforeEach(async () => {
  await control("POST", "/reset");
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await psp?.close();
});

describe("charges", () => {
  it("creates a cob (over the legacy PKCS#12) with a body the spec's schema takes, and a repeat is the same cob", async () => {
    const identity = loadClientIdentity({ pfxFile: psp.files.clientPfx, pfxPassphrase: "", caFile: psp.files.ca });
    const client = newClient({ identity });
    const pfxProvider = new ApiPixProvider(client, { receiverKey: RECEIVER_KEY });
    const request = chargeRequest({ description: `Pedido 42 ${"x".repeat(200)}` });
    const charge = await pfxProvider.createCharge(request);
    expect(charge.chargeId).toBe(request.txid);
    expect(await pfxProvider.createCharge(request)).toEqual(charge);

    const puts = await logged("PUT", `/v2/cob/${request.txid}`);
    expect(puts.map((put) => put.status)).toEqual([201, 201]);
    for (const put of puts) {
      const body = CobPutRequestSchema.parse(put.body);
      expect(body.valor.original).toMatch(VALOR_PATTERN);
      expect(body).toEqual({
        calendario: { expiracao: 3600 },
        devedor: { cpf: "52998224725", nome: "Fulana de Tal" },
        valor: { original: "123.45" },
        chave: RECEIVER_KEY,
        solicitacaoPagador: request.description!.slice(0, 140),
      });
    }
    const cob = CobSchema.parse((await client.request("GET", `/cob/${request.txid}`)).body);
    expect(cob).toMatchObject({ revisao: 0, status: "ATIVA", pixCopiaECola: charge.qrCode });
  });

  it("sends a CNPJ payer, leaves out a null description, and writes centavos exactly", async () => {
    const request = chargeRequest({
      amount: 1,
      description: null,
      payer: { name: "Empresa Ltda", documentType: "CNPJ", documentNumber: "12345678000195" },
    });
    await provider.createCharge(request);
    const [put] = await logged("PUT", `/v2/cob/${request.txid}`);
    expect(CobPutRequestSchema.parse(put!.body)).toEqual({
      calendario: { expiracao: 3600 },
      devedor: { cnpj: "12345678000195", nome: "Empresa Ltda" },
      valor: { original: "0.01" },
      chave: RECEIVER_KEY,
    });
  });

  it("refuses a body the spec's schema refuses without calling the PSP, and maps the PSP's refusals with its violations", async () => {
    const now = new Date();
    const early = chargeRequest({ createdAt: now, expiresAt: now });
    const invalid = await rejection(provider.createCharge(early));
    expect(invalid.details).toEqual([expect.objectContaining({ path: "calendario.expiracao" })]);
    expect(await logged("PUT", `/v2/cob/${early.txid}`)).toEqual([]);

    const refused = await rejection(
      new ApiPixProvider(newClient(), { receiverKey: "not-a-pix-key" }).createCharge(chargeRequest()),
    );
    expect(refused.message).toMatch(/^O provedor PIX recusou a operação: /);
    expect(refused.details).toEqual([{ path: "cob.chave", message: expect.stringContaining("cob.chave") }]);
  });

  it("reads where a cob stands: ACTIVE, PAID with its Pix, NOT_FOUND; and a Pix by its end-to-end id", async () => {
    const request = chargeRequest();
    await provider.createCharge(request);
    expect(await provider.getCharge(request.txid)).toEqual({ status: "ACTIVE" });
    const { pix } = await control("POST", `/cob/${request.txid}/pay`);
    const received = {
      endToEndId: pix.endToEndId,
      txid: request.txid,
      amount: 12345,
      paidAt: new Date(pix.horario),
      refunds: [],
    };
    expect(await provider.getCharge(request.txid)).toEqual({ status: "PAID", pix: [received] });
    expect(await provider.getReceivedPix(pix.endToEndId)).toEqual(received);
    expect(await provider.getReceivedPix(`E${"0".repeat(31)}`)).toBeNull();
    expect(await provider.getCharge(newId())).toEqual({ status: "NOT_FOUND" });
  });

  it("cancels an active cob (REMOVED, retried after a 500), answers PAID for a paid one, NOT_FOUND for an unknown one", async () => {
    const active = chargeRequest();
    await provider.createCharge(active);
    await control("PUT", "/switches", { failNext: 1, failMatch: "^PATCH /v2/cob/" });
    expect(await provider.cancelCharge(active.txid)).toEqual({ status: "REMOVED" });
    expect((await logged("PATCH", `/v2/cob/${active.txid}`)).map((patch) => patch.status)).toEqual([500, 200]);
    expect(await provider.getCharge(active.txid)).toEqual({ status: "REMOVED" });

    const { txid, endToEndId } = await paidCharge();
    expect(await provider.cancelCharge(txid)).toEqual({
      status: "PAID",
      pix: [expect.objectContaining({ endToEndId, amount: 12345 })],
    });
    // The stand-in, like the spec, refuses to change a cob that is no longer ATIVA.
    expect((await logged("PATCH", `/v2/cob/${txid}`)).map((patch) => patch.status)).toEqual([400]);
    expect(await provider.cancelCharge(newId())).toEqual({ status: "NOT_FOUND" });
  });

  it("lists the Pix received in a window through every page", async () => {
    const paged = new ApiPixProvider(newClient(), { receiverKey: RECEIVER_KEY, listPageSize: 2 });
    const from = new Date();
    const paid = [await paidCharge(100), await paidCharge(200), await paidCharge(300)];
    const to = new Date();
    const listed = await paged.listReceivedPix(from, to);
    expect(listed.map((pix) => [pix.endToEndId, pix.txid, pix.amount])).toEqual(
      paid.map((p, i) => [p.endToEndId, p.txid, (i + 1) * 100]),
    );
    const lists = await logged("GET", "/v2/pix");
    expect(lists.map((list) => list.query)).toEqual(
      ["0", "1"].map((page) => ({
        inicio: from.toISOString(),
        fim: to.toISOString(),
        "paginacao.paginaAtual": page,
        "paginacao.itensPorPagina": "2",
      })),
    );
  });
});

describe("devoluções", () => {
  it("asks for a partial devolução (PROCESSING, the same on a repeat), then reads it DONE", async () => {
    const { endToEndId } = await paidCharge(10000);
    const request = refundRequest(endToEndId, 2550, `Troca ${"y".repeat(200)}`);
    expect(await provider.requestRefund(request)).toEqual({ status: "PROCESSING" });
    expect(await provider.requestRefund(request)).toEqual({ status: "PROCESSING" });
    const puts = await logged("PUT", `/v2/pix/${endToEndId}/devolucao/${request.refundId}`);
    expect(puts.map((put) => DevolucaoPutRequestSchema.parse(put.body))).toEqual(
      Array(2).fill({ valor: "25.50", natureza: "ORIGINAL", descricao: request.reason!.slice(0, 140) }),
    );

    await vi.waitFor(async () => expect((await provider.getRefund(request))?.status).toBe("DONE"), {
      timeout: 3_000,
      interval: 50,
    });
    const done = await provider.getRefund(request);
    expect(done).toEqual({ status: "DONE", at: expect.any(Date) });
    expect((await provider.getReceivedPix(endToEndId))?.refunds).toEqual([
      { refundId: request.refundId, amount: 2550, nature: "ORIGINAL", outcome: done },
    ]);
  });

  it("answers null for a devolução id the PSP has none under", async () => {
    const { endToEndId } = await paidCharge(1000);
    expect(await provider.getRefund(refundRequest(endToEndId, 1000))).toBeNull();
  });

  it("reads a devolução the PSP did not make as FAILED with its reason", async () => {
    const { endToEndId } = await paidCharge(10000);
    await control("PUT", "/switches", { refundOutcome: "NAO_REALIZADO" });
    const request = refundRequest(endToEndId, 10000);
    expect(await provider.requestRefund(request)).toEqual({ status: "PROCESSING" });
    await vi.waitFor(
      async () =>
        expect(await provider.getRefund(request)).toEqual({ status: "FAILED", reason: expect.stringMatching(/\S/) }),
      { timeout: 3_000, interval: 50 },
    );
  });

  it("maps an over-refund to PROVIDER_REJECTED with the PSP's violation, and refuses a payment without an end-to-end id", async () => {
    const { endToEndId } = await paidCharge(1000);
    const over = await rejection(provider.requestRefund(refundRequest(endToEndId, 1001)));
    expect(over.details).toEqual([
      { path: "devolucao.valor", message: expect.stringContaining("excederia o valor do pix originário") },
    ]);

    const unpaid = await rejection(provider.requestRefund(refundRequest(null, 100)));
    expect(unpaid.message).toContain("endToEndId");
    expect(
      ((await control("GET", "/requests")) as LoggedRequest[]).filter((r) => r.path.includes("/devolucao/")),
    ).toHaveLength(1);
  });
});

describe("when the PSP fails", () => {
  it("retries a PUT of a cob answered with 500, which then succeeds", async () => {
    await control("PUT", "/switches", { failNext: 1, failMatch: "^PUT /v2/cob/" });
    const request = chargeRequest();
    expect((await provider.createCharge(request)).chargeId).toBe(request.txid);
    expect((await logged("PUT", `/v2/cob/${request.txid}`)).map((put) => put.status)).toEqual([500, 201]);
  });

  it("answers PSP_UNAVAILABLE, and fails fast without calling once the breaker is open", async () => {
    const fragile = new ApiPixProvider(newClient({ attempts: 1, breakerThreshold: 2, breakerCooldownMs: 60_000 }), {
      receiverKey: RECEIVER_KEY,
    });
    await control("PUT", "/switches", { failNext: 10, failMatch: "^GET /v2/cob/" });
    const txid = newId();
    const errors: unknown[] = [];
    for (let call = 0; call < 3; call++) errors.push(await failure(fragile.getCharge(txid)));
    for (const error of errors) expect(error).toBeInstanceOf(PspUnavailableError);
    // Two 500s opened the breaker: the third call never reached the PSP and says when to come back.
    expect(await logged("GET", `/v2/cob/${txid}`)).toHaveLength(2);
    expect(Number((errors[2] as PspUnavailableError).headers?.["Retry-After"])).toBeGreaterThan(50);
  });

  it("keeps a refusal of our credentials or scopes (403) apart from a refusal of the operation: PSP_UNAVAILABLE", async () => {
    const readOnly = new ApiPixProvider(newClient({ scope: "cob.read" }), { receiverKey: RECEIVER_KEY });
    const error = await rejection(readOnly.createCharge(chargeRequest()), "PSP_UNAVAILABLE");
    expect(error).toBeInstanceOf(PspCredentialsRefusedError);
    expect(error.cause).toMatchObject({ status: 403, type: "AcessoNegado" });
  });
});

describe("answers off the spec", () => {
  const offSpec = (path: string, value: unknown, failMatch: string) =>
    control("PUT", "/switches", { offSpec: { path, value }, failMatch });

  /** The call's PspInvalidAnswerError: a 502, no refusal to record, naming the field. */
  async function invalidAnswer(promise: Promise<unknown>, field: string) {
    const error = await rejection(promise, "PSP_INVALID_ANSWER");
    expect(error).toBeInstanceOf(PspInvalidAnswerError);
    expect(error.status).toBe(502);
    expect((error as PspInvalidAnswerError).fields).toEqual([field]);
  }

  it("read a cob, a Pix and a list past odd fields no money depends on, and refuse odd amounts, statuses and ids", async () => {
    const request = chargeRequest();
    await offSpec("calendario.criacao", "ontem às 10h", "^PUT /v2/cob/");
    expect((await provider.createCharge(request)).chargeId).toBe(request.txid);
    await offSpec("campoNovoDoPsp", { qualquer: 1 }, "^GET /v2/cob/");
    expect(await provider.getCharge(request.txid)).toEqual({ status: "ACTIVE" });
    await offSpec("status", "PAGA", "^GET /v2/cob/");
    await invalidAnswer(provider.getCharge(request.txid), "status");
    await offSpec("txid", "x", "^PUT /v2/cob/");
    await invalidAnswer(provider.createCharge(request), "txid");

    const { endToEndId } = await paidCharge(700);
    await offSpec("horario", "27/11/2026 10:00", "^GET /v2/pix/");
    const before = Date.now();
    const pix = await provider.getReceivedPix(endToEndId);
    expect(pix).toMatchObject({ endToEndId, amount: 700 });
    // Without its time, when we learned of it.
    expect(pix!.paidAt.getTime()).toBeGreaterThanOrEqual(before);
    await offSpec("endToEndId", "E123", "^GET /v2/pix/");
    await invalidAnswer(provider.getReceivedPix(endToEndId), "endToEndId");

    const from = new Date(Date.now() - 60_000);
    await offSpec("pix.0.infoPagador", "x".repeat(300), "^GET /v2/pix$");
    expect((await provider.listReceivedPix(from, new Date())).length).toBeGreaterThan(0);
    await offSpec("pix.0.valor", "7", "^GET /v2/pix$");
    await invalidAnswer(provider.listReceivedPix(from, new Date()), "pix.0.valor");
  });

  it("read a devolução past an odd rtrId, horario or descricao, and refuse an odd amount, status or id", async () => {
    const { endToEndId } = await paidCharge(10000);
    const request = refundRequest(endToEndId, 1000);
    await offSpec("rtrId", "D".repeat(31), "^PUT /v2/pix/");
    expect(await provider.requestRefund(request)).toEqual({ status: "PROCESSING" });
    await offSpec("descricao", "d".repeat(141), "^PUT /v2/pix/");
    expect(await provider.requestRefund(request)).toEqual({ status: "PROCESSING" });
    await offSpec("horario.solicitacao", "agora", "^GET /v2/pix/[^/]+/devolucao/");
    expect(await provider.getRefund(request)).toEqual({ status: "PROCESSING" });
    for (const [field, value] of [
      ["valor", "10"],
      ["status", "DEVOLVIDA"],
      ["id", "não-é-um-id"],
    ]) {
      await offSpec(field!, value, "^PUT /v2/pix/");
      await invalidAnswer(provider.requestRefund(request), field!);
    }
    await offSpec("devolucoes.0.valor", "10,00", "^GET /v2/pix/[^/]+$");
    await invalidAnswer(provider.getReceivedPix(endToEndId), "devolucoes.0.valor");
  });
});

describe("webhook and callbacks", () => {
  it("registers the notification URL for the receiver key", async () => {
    const url = `https://app.example.com/api/v1/providers/api-pix/notifications/${"s".repeat(40)}`;
    await provider.registerWebhook(url);
    const client = newClient();
    expect(WebhookSchema.parse((await client.request("GET", `/webhook/${RECEIVER_KEY}`)).body)).toMatchObject({
      webhookUrl: url,
      chave: RECEIVER_KEY,
    });
  });

  it("takes no signed callbacks", async () => {
    expect(() => provider.verifyCallback()).toThrow(expect.objectContaining({ code: "INVALID_SIGNATURE" }));
  });
});

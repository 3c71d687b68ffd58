// The PSP stand-in over real HTTPS with the client certificate: what it answers is checked against
// the schemas written from the API Pix yaml (lib/pix/api-pix/spec.ts), not against itself.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getPixPayloadInfo } from "@brazilian-utils/brazilian-utils";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EfiErrorSchema, EnvioSchema, PixEnviadoListSchema, PixEnviadoSchema } from "@/lib/payouts/efi/spec";
import {
  CobSchema,
  DevolucaoSchema,
  E2EID_PATTERN,
  PixListResponseSchema,
  PixSchema,
  ProblemaSchema,
  WebhookNotificationSchema,
  WebhookSchema,
} from "@/lib/pix/api-pix/spec";
import { createTestPki } from "./pki";
import { type PspStandIn, startPspStandIn } from "./stand-in";
import { randomAlphanumeric } from "./state";
import { pspRequest, type PspResponse, startWebhookReceiver, type Tls } from "./testing";

const CHAVE = "7d9f0335-8dcc-4054-9bf9-0dbd61d36906";
const dir = mkdtempSync(path.join(tmpdir(), "psp-stand-in-test-"));
let standIn: PspStandIn;
let tls: Tls;
let token: string;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

const newTxid = () => randomAlphanumeric(30);
const cobBody = (original = "12.34") => ({
  calendario: { expiracao: 3600 },
  devedor: { cpf: "12345678909", nome: "Fulana de Tal" },
  valor: { original },
  chave: CHAVE,
  solicitacaoPagador: "Pedido 42",
});

async function newToken(scope?: string): Promise<string> {
  const basic = Buffer.from(`${standIn.clientId}:${standIn.clientSecret}`).toString("base64");
  const response = await pspRequest(tls, "POST", standIn.tokenUrl, {
    form: { grant_type: "client_credentials", ...(scope && { scope }) },
    headers: { authorization: `Basic ${basic}` },
  });
  return response.body.access_token;
}

/** An API Pix call with the current token; `path` is appended to the base URL. */
function api(method: string, apiPath: string, json?: unknown, bearer = token): Promise<PspResponse> {
  return pspRequest(tls, method, `${standIn.url}${apiPath}`, { json, headers: { authorization: `Bearer ${bearer}` } });
}

function control(method: string, controlPath: string, json?: unknown): Promise<PspResponse> {
  return pspRequest(tls, method, `${standIn.controlUrl}${controlPath}`, { json });
}

/** A problem+json answer of the given type, valid against the spec's Problema. */
function expectProblem(response: PspResponse, status: number, type: string) {
  expect(response.status).toBe(status);
  expect(response.headers["content-type"]).toBe("application/problem+json");
  const problem = ProblemaSchema.parse(response.body);
  expect(problem.type).toBe(`https://pix.bcb.gov.br/api/v2/error/${type}`);
  expect(problem.status).toBe(status);
  return problem;
}

async function paidCob(original = "12.34", pay: object = {}) {
  const txid = newTxid();
  expect((await api("PUT", `/cob/${txid}`, cobBody(original))).status).toBe(201);
  const paid = await control("POST", `/cob/${txid}/pay`, pay);
  expect(paid.status).toBe(201);
  return { txid, pix: PixSchema.parse(paid.body.pix) };
}

beforeAll(async () => {
  standIn = await startPspStandIn({ dir, refundDelayMs: 50 });
  tls = { ca: standIn.pki.caCert, cert: standIn.pki.clientCert, key: standIn.pki.clientKey };
  token = await newToken();
  receiver = await startWebhookReceiver();
  expect((await api("PUT", `/webhook/${CHAVE}`, { webhookUrl: receiver.url })).status).toBe(200);
});

beforeEach(async () => {
  expect((await control("POST", "/reset")).status).toBe(204);
  await control("PUT", "/switches", { refundDelayMs: 50 });
});

afterAll(async () => {
  await standIn?.close();
  await receiver?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("transport and OAuth2", () => {
  it("refuses TLS without a client certificate, or with one from another CA, on every path", async () => {
    await expect(
      pspRequest({ ca: tls.ca }, "POST", standIn.tokenUrl, { form: { grant_type: "client_credentials" } }),
    ).rejects.toThrow();
    await expect(pspRequest({ ca: tls.ca }, "GET", `${standIn.controlUrl}/switches`)).rejects.toThrow();
    const stranger = createTestPki();
    await expect(
      pspRequest({ ca: tls.ca, cert: stranger.clientCert, key: stranger.clientKey }, "GET", `${standIn.url}/pix`),
    ).rejects.toThrow();
  });

  it("issues Bearer tokens for client_credentials with HTTP Basic, and refuses bad clients and grants", async () => {
    const wrong = await pspRequest(tls, "POST", standIn.tokenUrl, {
      form: { grant_type: "client_credentials" },
      headers: { authorization: `Basic ${Buffer.from("pix-payments:wrong").toString("base64")}` },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: "invalid_client" });
    const basic = `Basic ${Buffer.from(`${standIn.clientId}:${standIn.clientSecret}`).toString("base64")}`;
    expect(
      (
        await pspRequest(tls, "POST", standIn.tokenUrl, {
          form: { grant_type: "password" },
          headers: { authorization: basic },
        })
      ).body,
    ).toEqual({ error: "unsupported_grant_type" });
    expect(
      (
        await pspRequest(tls, "POST", standIn.tokenUrl, {
          form: { grant_type: "client_credentials", scope: "cob.write admin" },
          headers: { authorization: basic },
        })
      ).body,
    ).toEqual({ error: "invalid_scope" });
    const granted = await pspRequest(tls, "POST", standIn.tokenUrl, {
      form: { grant_type: "client_credentials", scope: "cob.read" },
      headers: { authorization: basic },
    });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ token_type: "Bearer", expires_in: 3600, scope: "cob.read" });
    expect(granted.headers["cache-control"]).toBe("no-store");
  });

  it("answers 401 without a live token and 403 AcessoNegado without the operation's scope", async () => {
    const missing = await pspRequest(tls, "GET", `${standIn.url}/cob/${newTxid()}`);
    expectProblem(missing, 401, "AcessoNegado");
    expect(missing.headers["www-authenticate"]).toContain('error="invalid_token"');
    expectProblem(await api("GET", `/cob/${newTxid()}`, undefined, "unknown-token"), 401, "AcessoNegado");
    const readOnly = await newToken("cob.read");
    expectProblem(await api("PUT", `/cob/${newTxid()}`, cobBody(), readOnly), 403, "AcessoNegado");
  });
});

describe("cob", () => {
  it("creates a charge (201) with a location and a dynamic BR Code pointing at it", async () => {
    const txid = newTxid();
    const created = await api("PUT", `/cob/${txid}`, cobBody());
    expect(created.status).toBe(201);
    const cob = CobSchema.parse(created.body);
    expect(cob).toMatchObject({
      txid,
      revisao: 0,
      status: "ATIVA",
      valor: { original: "12.34" },
      chave: CHAVE,
      calendario: { expiracao: 3600 },
    });
    expect(cob.location).toMatch(/^127\.0\.0\.1\/qr\/v2\/[0-9a-f]{32}$/);
    // getPixPayloadInfo checks the TLV structure and the CRC16.
    const brCode = getPixPayloadInfo(cob.pixCopiaECola!);
    expect(brCode).toMatchObject({
      url: cob.location,
      pointOfInitiation: "dynamic",
      merchantName: "Pix Pagamentos Ltda",
    });
    expect((await api("GET", `/cob/${txid}`)).body).toEqual(created.body);
  });

  it("answers a repeated PUT with the charge as it is, revises an ATIVA one on a different body, keeps each revisão", async () => {
    const txid = newTxid();
    await api("PUT", `/cob/${txid}`, cobBody());
    const repeat = await api("PUT", `/cob/${txid}`, cobBody());
    expect(repeat.status).toBe(201);
    expect(repeat.body.revisao).toBe(0);
    const revised = await api("PUT", `/cob/${txid}`, cobBody("20.00"));
    expect(revised.body).toMatchObject({ revisao: 1, valor: { original: "20.00" } });
    const patched = await api("PATCH", `/cob/${txid}`, { solicitacaoPagador: "Pedido 43" });
    expect(patched.status).toBe(200);
    expect(CobSchema.parse(patched.body)).toMatchObject({
      revisao: 2,
      solicitacaoPagador: "Pedido 43",
      valor: { original: "20.00" },
    });
    expect((await api("GET", `/cob/${txid}?revisao=0`)).body).toMatchObject({
      revisao: 0,
      valor: { original: "12.34" },
    });
    expectProblem(await api("GET", `/cob/${txid}?revisao=9`), 400, "CobConsultaInvalida");
  });

  it("removes a charge with PATCH status alone, then refuses to change it", async () => {
    const txid = newTxid();
    await api("PUT", `/cob/${txid}`, cobBody());
    const both = expectProblem(
      await api("PATCH", `/cob/${txid}`, { status: "REMOVIDA_PELO_USUARIO_RECEBEDOR", valor: { original: "1.00" } }),
      400,
      "CobOperacaoInvalida",
    );
    expect(both.violacoes?.[0]?.propriedade).toBe("cob.status");
    const removed = await api("PATCH", `/cob/${txid}`, { status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" });
    expect(removed.body).toMatchObject({ status: "REMOVIDA_PELO_USUARIO_RECEBEDOR", revisao: 1 });
    expectProblem(await api("PUT", `/cob/${txid}`, cobBody("99.00")), 400, "CobOperacaoInvalida");
    expectProblem(await api("PATCH", `/cob/${txid}`, { solicitacaoPagador: "x" }), 400, "CobOperacaoInvalida");
    expect((await control("POST", `/cob/${txid}/pay`)).status).toBe(409);
    expectProblem(await api("PATCH", `/cob/${newTxid()}`, { solicitacaoPagador: "x" }), 404, "CobNaoEncontrado");
  });

  it("refuses bodies outside the schema with CobOperacaoInvalida, naming each property", async () => {
    const problem = expectProblem(
      await api("PUT", `/cob/${newTxid()}`, {
        ...cobBody(),
        valor: { original: "12.3" },
        devedor: { cpf: "123", nome: "X" },
        valorr: 1,
      }),
      400,
      "CobOperacaoInvalida",
    );
    expect(problem.violacoes?.map((v) => v.propriedade)).toEqual(
      expect.arrayContaining(["cob.valor.original", "cob.devedor.cpf", "cob.valorr"]),
    );
    expect(problem.violacoes?.find((v) => v.propriedade === "cob.valor.original")?.valor).toBe("12.3");
    const zero = expectProblem(await api("PUT", `/cob/${newTxid()}`, cobBody("0.00")), 400, "CobOperacaoInvalida");
    expect(zero.violacoes?.[0]?.propriedade).toBe("cob.valor.original");
    expectProblem(await api("PUT", "/cob/short", cobBody()), 400, "CobOperacaoInvalida");
    expectProblem(
      await api("PUT", `/cob/${newTxid()}`, { ...cobBody(), chave: "not a key" }),
      400,
      "CobOperacaoInvalida",
    );
    expectProblem(await api("GET", `/cob/${newTxid()}`), 404, "CobNaoEncontrado");
    expectProblem(await api("POST", `/cob/${newTxid()}`), 404, "NaoEncontrado");
  });
});

describe("payer and webhook", () => {
  it("pays a charge: a Pix with a valid e2eid, the cob CONCLUIDA, the webhook notified at {webhookUrl}/pix", async () => {
    const { txid, pix } = await paidCob();
    expect(pix.endToEndId).toMatch(E2EID_PATTERN);
    expect(pix.endToEndId).toMatch(/^E12345678\d{12}[A-Za-z0-9]{11}$/);
    expect(pix).toMatchObject({ txid, valor: "12.34", chave: CHAVE });
    const notification = await receiver.next((r) => r.body.pix[0].endToEndId === pix.endToEndId);
    expect(notification.path).toBe("/webhook/pix");
    expect(notification.headers["content-type"]).toBe("application/json");
    expect(WebhookNotificationSchema.parse(notification.body).pix[0]).toMatchObject({ txid, valor: "12.34" });
    const cob = CobSchema.parse((await api("GET", `/cob/${txid}`)).body);
    expect(cob.status).toBe("CONCLUIDA");
    expect(cob.pix?.map((p) => p.endToEndId)).toEqual([pix.endToEndId]);
    expect(PixSchema.parse((await api("GET", `/pix/${pix.endToEndId}`)).body).endToEndId).toBe(pix.endToEndId);
    expectProblem(await api("GET", `/pix/${"E".padEnd(32, "0")}`), 404, "PixNaoEncontrado");
  });

  it("pays twice, another amount or an expired charge only with force", async () => {
    const { txid } = await paidCob();
    expect((await control("POST", `/cob/${txid}/pay`)).body.type).toBe("urn:psp-stand-in:error:CobNaoPagavel");
    expect((await control("POST", `/cob/${txid}/pay`, { force: true })).body.cob.pix).toHaveLength(2);
    const other = newTxid();
    await api("PUT", `/cob/${other}`, cobBody());
    expect((await control("POST", `/cob/${other}/pay`, { valor: "1.00" })).status).toBe(409);
    expect((await control("POST", `/cob/${other}/pay`, { valor: "1.00", force: true })).body.pix.valor).toBe("1.00");
    const short = newTxid();
    await api("PUT", `/cob/${short}`, { ...cobBody(), calendario: { expiracao: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await control("POST", `/cob/${short}/pay`)).body.type).toBe("urn:psp-stand-in:error:CobExpirada");
    expect((await control("POST", `/cob/${short}/pay`, { force: true })).status).toBe(201);
  });

  it("receives a Pix sent to the key without a charge: no txid, the key's webhook notified, listed by txIdPresente=false", async () => {
    const inicio = new Date().toISOString();
    const { pix: withTxid } = await paidCob("3.00");
    const sent = await control("POST", "/pix", {
      valor: "5.55",
      chave: CHAVE,
      pagador: { cpf: "52998224725", nome: "Fulano" },
    });
    expect(sent.status).toBe(201);
    const pix = PixSchema.parse(sent.body.pix);
    expect(pix.endToEndId).toMatch(E2EID_PATTERN);
    expect(pix).toMatchObject({ valor: "5.55", chave: CHAVE });
    expect(pix.txid).toBeUndefined();
    const notification = await receiver.next((r) => r.body.pix[0].endToEndId === pix.endToEndId);
    expect(WebhookNotificationSchema.parse(notification.body).pix[0]!.txid).toBeUndefined();
    expect(PixSchema.parse((await api("GET", `/pix/${pix.endToEndId}`)).body).txid).toBeUndefined();

    const window = `inicio=${inicio}&fim=${new Date(Date.now() + 1000).toISOString()}`;
    const listed = async (filter: string) =>
      PixListResponseSchema.parse((await api("GET", `/pix?${window}${filter}`)).body).pix.map((p) => p.endToEndId);
    expect(await listed("&txIdPresente=false")).toEqual([pix.endToEndId]);
    expect(await listed("&txIdPresente=true")).toEqual([withTxid.endToEndId]);
    expect(await listed("")).toEqual([withTxid.endToEndId, pix.endToEndId]);
    expect(await listed("&cpf=52998224725")).toEqual([pix.endToEndId]);

    // The key defaults to the one webhook's; an older horario, as for a charge's Pix.
    const old = await control("POST", "/pix", { valor: "1.00", horario: "2026-01-02T10:00:00-03:00" });
    expect(old.body.pix).toMatchObject({ chave: CHAVE, horario: "2026-01-02T13:00:00.000Z" });
    const bad = await control("POST", "/pix", { valor: "1,00" });
    expect(bad.status).toBe(400);
    expect(bad.body.type).toBe("urn:psp-stand-in:error:CorpoInvalido");
  });

  it("registers, shows and deletes the webhook per the spec, refusing a bad URL or key", async () => {
    const chave = "fulana@example.com";
    const bad = expectProblem(
      await api("PUT", `/webhook/${chave}`, { webhookUrl: "not a url" }),
      400,
      "WebhookOperacaoInvalida",
    );
    expect(bad.violacoes?.[0]?.propriedade).toBe("webhook.webhookUrl");
    expectProblem(await api("PUT", "/webhook/not-a-key", { webhookUrl: receiver.url }), 400, "WebhookOperacaoInvalida");
    expect(
      (await api("PUT", `/webhook/${encodeURIComponent(chave)}`, { webhookUrl: receiver.url })).body,
    ).toBeUndefined();
    expect(WebhookSchema.parse((await api("GET", `/webhook/${encodeURIComponent(chave)}`)).body)).toMatchObject({
      webhookUrl: receiver.url,
      chave,
    });
    expect((await api("DELETE", `/webhook/${encodeURIComponent(chave)}`)).status).toBe(204);
    expectProblem(await api("GET", `/webhook/${encodeURIComponent(chave)}`), 404, "WebhookNaoEncontrado");
  });
});

describe("devoluções", () => {
  it("takes partial devoluções up to the Pix's valor, settles and notifies them, refuses an over-refund", async () => {
    const { pix } = await paidCob("12.34");
    const first = await api("PUT", `/pix/${pix.endToEndId}/devolucao/d1`, { valor: "4.00" });
    expect(first.status).toBe(201);
    expect(DevolucaoSchema.parse(first.body)).toMatchObject({
      id: "d1",
      valor: "4.00",
      natureza: "ORIGINAL",
      status: "EM_PROCESSAMENTO",
    });
    expect((await api("PUT", `/pix/${pix.endToEndId}/devolucao/d1`, { valor: "4.00" })).body.rtrId).toBe(
      first.body.rtrId,
    );
    expectProblem(
      await api("PUT", `/pix/${pix.endToEndId}/devolucao/d1`, { valor: "5.00" }),
      400,
      "PixDevolucaoInvalida",
    );
    expect(
      (await api("PUT", `/pix/${pix.endToEndId}/devolucao/d2`, { valor: "8.34", descricao: "Troca" })).status,
    ).toBe(201);
    const over = expectProblem(
      await api("PUT", `/pix/${pix.endToEndId}/devolucao/d3`, { valor: "0.01" }),
      400,
      "PixDevolucaoInvalida",
    );
    expect(over.violacoes?.[0]).toMatchObject({ propriedade: "devolucao.valor", valor: "0.01" });

    const settled = await receiver.next(
      (r) =>
        r.body.pix[0].endToEndId === pix.endToEndId &&
        r.body.pix[0].devolucoes?.length === 2 &&
        r.body.pix[0].devolucoes.every((d: { status: string }) => d.status === "DEVOLVIDO"),
    );
    expect(WebhookNotificationSchema.parse(settled.body).pix[0]!.devolucoes![0]!.horario.liquidacao).toBeDefined();
    expect(DevolucaoSchema.parse((await api("GET", `/pix/${pix.endToEndId}/devolucao/d2`)).body)).toMatchObject({
      status: "DEVOLVIDO",
      descricao: "Troca",
    });
    expectProblem(await api("GET", `/pix/${pix.endToEndId}/devolucao/nope`), 404, "PixDevolucaoNaoEncontrada");
  });

  it("ends devoluções NAO_REALIZADO under the switch, which then do not count against the valor", async () => {
    const { pix } = await paidCob("10.00");
    await control("PUT", "/switches", { refundOutcome: "NAO_REALIZADO" });
    await api("PUT", `/pix/${pix.endToEndId}/devolucao/x1`, { valor: "10.00" });
    const failed = await receiver.next(
      (r) => r.body.pix[0].endToEndId === pix.endToEndId && r.body.pix[0].devolucoes?.[0]?.status === "NAO_REALIZADO",
    );
    expect(failed.body.pix[0].devolucoes[0].motivo).toBeTruthy();
    expect((await api("PUT", `/pix/${pix.endToEndId}/devolucao/x2`, { valor: "10.00" })).status).toBe(201);
  });

  it("refuses a devolução 90 days after the Pix, a zero one, RETIRADA, and answers PixNaoEncontrado for an unknown e2eid", async () => {
    const { pix } = await paidCob("10.00", { horario: new Date(Date.now() - 91 * 24 * 3600 * 1000).toISOString() });
    expectProblem(
      await api("PUT", `/pix/${pix.endToEndId}/devolucao/old`, { valor: "1.00" }),
      400,
      "PixDevolucaoInvalida",
    );
    const recent = (await paidCob("10.00")).pix;
    expectProblem(
      await api("PUT", `/pix/${recent.endToEndId}/devolucao/z`, { valor: "0.00" }),
      400,
      "PixDevolucaoInvalida",
    );
    expectProblem(
      await api("PUT", `/pix/${recent.endToEndId}/devolucao/r`, { valor: "1.00", natureza: "RETIRADA" }),
      400,
      "PixDevolucaoInvalida",
    );
    expectProblem(
      await api("PUT", `/pix/${"E".padEnd(32, "1")}/devolucao/a`, { valor: "1.00" }),
      404,
      "PixNaoEncontrado",
    );
  });

  it("makes a MED devolução of the PSP's own, DEVOLVIDO at once and notified", async () => {
    const { pix } = await paidCob("10.00");
    const med = await control("POST", `/pix/${pix.endToEndId}/devolucao`, { valor: "10.00", natureza: "MED_FRAUDE" });
    expect(med.status).toBe(201);
    expect(DevolucaoSchema.parse(med.body)).toMatchObject({ natureza: "MED_FRAUDE", status: "DEVOLVIDO" });
    await receiver.next(
      (r) => r.body.pix[0].devolucoes?.[0]?.natureza === "MED_FRAUDE" && r.body.pix[0].endToEndId === pix.endToEndId,
    );
    expectProblem(
      await api("PUT", `/pix/${pix.endToEndId}/devolucao/after`, { valor: "0.01" }),
      400,
      "PixDevolucaoInvalida",
    );
  });
});

describe("GET /pix", () => {
  it("lists the Pix received between inicio and fim, filtered and paged", async () => {
    const inicio = new Date().toISOString();
    const paid = [
      await paidCob("1.00", { pagador: { cpf: "52998224725", nome: "A" } }),
      await paidCob("2.00", { pagador: { cpf: "52998224725", nome: "A" } }),
      await paidCob("3.00", { pagador: { cnpj: "12345678000195", nome: "B" } }),
    ];
    const window = `inicio=${inicio}&fim=${new Date(Date.now() + 1000).toISOString()}`;
    const first = PixListResponseSchema.parse((await api("GET", `/pix?${window}&paginacao.itensPorPagina=2`)).body);
    expect(first.parametros.paginacao).toEqual({
      paginaAtual: 0,
      itensPorPagina: 2,
      quantidadeDePaginas: 2,
      quantidadeTotalDeItens: 3,
    });
    expect(first.pix.map((p) => p.valor)).toEqual(["1.00", "2.00"]);
    const second = PixListResponseSchema.parse(
      (await api("GET", `/pix?${window}&paginacao.itensPorPagina=2&paginacao.paginaAtual=1`)).body,
    );
    expect(second.pix.map((p) => p.endToEndId)).toEqual([paid[2]!.pix.endToEndId]);
    expect((await api("GET", `/pix?${window}&cpf=52998224725`)).body.pix).toHaveLength(2);
    expect((await api("GET", `/pix?${window}&txid=${paid[1]!.txid}`)).body.pix).toHaveLength(1);
    expectProblem(await api("GET", `/pix?${window}&cpf=52998224725&cnpj=12345678000195`), 400, "PixConsultaInvalida");
    const missing = expectProblem(await api("GET", "/pix"), 400, "PixConsultaInvalida");
    expect(missing.violacoes?.map((v) => v.propriedade)).toEqual(expect.arrayContaining(["inicio", "fim"]));
  });

  it("lists by horario a Pix settled before those paid earlier, and under devolucaoPresente only those with a devolução", async () => {
    const inicio = new Date(Date.now() - 60_000).toISOString();
    const later = await paidCob("4.00");
    const earlier = await paidCob("5.00", { horario: new Date(Date.now() - 30_000).toISOString() });
    const window = `inicio=${inicio}&fim=${new Date(Date.now() + 1000).toISOString()}`;
    const listed = PixListResponseSchema.parse((await api("GET", `/pix?${window}`)).body).pix.map((p) => p.endToEndId);
    expect(listed.indexOf(earlier.pix.endToEndId)).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(earlier.pix.endToEndId)).toBeLessThan(listed.indexOf(later.pix.endToEndId));
    await control("POST", `/pix/${later.pix.endToEndId}/devolucao`, { valor: "1.00", natureza: "MED_FRAUDE" });
    const returned = PixListResponseSchema.parse((await api("GET", `/pix?${window}&devolucaoPresente=true`)).body);
    const returnedIds = returned.pix.map((p) => p.endToEndId);
    expect(returnedIds).toContain(later.pix.endToEndId);
    expect(returnedIds).not.toContain(earlier.pix.endToEndId);
    expect(returned.pix.every((p) => p.devolucoes?.length)).toBe(true);
  });
});

describe("switches and logs", () => {
  it("fails the next N matching calls with 500 ErroInternoDoServidor", async () => {
    const txid = newTxid();
    await control("PUT", "/switches", { failNext: 2, failMatch: "^GET /v2/cob/" });
    expect((await api("PUT", `/cob/${txid}`, cobBody())).status).toBe(201);
    expectProblem(await api("GET", `/cob/${txid}`), 500, "ErroInternoDoServidor");
    expectProblem(await api("GET", `/cob/${txid}`), 500, "ErroInternoDoServidor");
    expect((await api("GET", `/cob/${txid}`)).status).toBe(200);
  });

  it("answers a lost call with a closed connection after doing its work, and refuses a repeated devolução id when told to", async () => {
    const { pix } = await paidCob();
    const path = `/pix/${pix.endToEndId}/devolucao/lost1`;
    await control("PUT", "/switches", { loseNext: 1, failMatch: "^PUT /v2/pix/", refuseRepeats: true });
    await expect(api("PUT", path, { valor: "1.00" })).rejects.toThrow();
    expect((await api("GET", path)).body).toMatchObject({ id: "lost1", valor: "1.00" });
    expectProblem(await api("PUT", path, { valor: "1.00" }), 400, "PixDevolucaoInvalida");
    await control("PUT", "/switches", { refuseRepeats: false });
    expect((await api("PUT", path, { valor: "1.00" })).status).toBe(201);
  });

  it("hides a devolução from reads for readLagMs after it was asked for", async () => {
    const { pix } = await paidCob();
    const path = `/pix/${pix.endToEndId}/devolucao/lagging1`;
    await control("PUT", "/switches", { readLagMs: 400 });
    expect((await api("PUT", path, { valor: "1.00" })).status).toBe(201);
    expectProblem(await api("GET", path), 404, "PixDevolucaoNaoEncontrada");
    expect((await api("GET", `/pix/${pix.endToEndId}`)).body.devolucoes).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await api("GET", path)).body).toMatchObject({ id: "lagging1", valor: "1.00" });
    expect((await api("GET", `/pix/${pix.endToEndId}`)).body.devolucoes).toHaveLength(1);
  });

  it("puts a field off the spec in the next matching answer that has where it goes, once", async () => {
    const { pix } = await paidCob();
    const rtrId = "D".repeat(31);
    await control("PUT", "/switches", { offSpec: { path: "rtrId", value: rtrId }, failMatch: "^PUT /v2/pix/" });
    expect((await api("GET", `/pix/${pix.endToEndId}`)).body.rtrId).toBeUndefined();
    const path = `/pix/${pix.endToEndId}/devolucao/offspec1`;
    const odd = await api("PUT", path, { valor: "1.00" });
    expect(odd.status).toBe(201);
    expect(odd.body).toMatchObject({ id: "offspec1", valor: "1.00", rtrId });
    expect(DevolucaoSchema.safeParse(odd.body).success).toBe(false);
    expect((await control("GET", "/switches")).body.offSpec).toBeNull();
    expect(DevolucaoSchema.parse((await api("PUT", path, { valor: "1.00" })).body).rtrId).toMatch(/^[a-zA-Z0-9]{32}$/);

    await control("PUT", "/switches", { offSpec: { path: "pix.0.valor", value: "1,00" }, failMatch: null });
    const window = `inicio=${new Date(Date.now() - 60_000).toISOString()}&fim=${new Date().toISOString()}`;
    expect((await api("GET", `/pix?${window}`)).body.pix[0].valor).toBe("1,00");
    expect((await control("PUT", "/switches", { offSpec: { path: "", value: 1 } })).status).toBe(400);
  });

  it("refuses our credentials: the token endpoint with invalid_client, the API with 401, until switched off", async () => {
    await control("PUT", "/switches", { refuseCredentials: true });
    const basic = Buffer.from(`${standIn.clientId}:${standIn.clientSecret}`).toString("base64");
    const refused = await pspRequest(tls, "POST", standIn.tokenUrl, {
      form: { grant_type: "client_credentials" },
      headers: { authorization: `Basic ${basic}` },
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: "invalid_client" });
    expectProblem(await api("GET", `/cob/${newTxid()}`), 401, "AcessoNegado");
    await control("PUT", "/switches", { refuseCredentials: false });
    expect((await api("GET", `/cob/${newTxid()}`)).status).toBe(404);
  });

  it("delays every API answer", async () => {
    await control("PUT", "/switches", { delayMs: 300 });
    const started = Date.now();
    await api("GET", `/cob/${newTxid()}`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("drops notifications, recording them as dropped", async () => {
    await control("PUT", "/switches", { dropWebhooks: true });
    const before = receiver.received.length;
    const { pix } = await paidCob();
    const log = (await control("GET", "/notifications")).body;
    expect(log).toEqual([expect.objectContaining({ outcome: "dropped", url: `${receiver.url}/pix` })]);
    expect(log[0].body.pix[0].endToEndId).toBe(pix.endToEndId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received.length).toBe(before);
  });

  it("expires every token now", async () => {
    const before = await newToken();
    await control("PUT", "/switches", { expireTokens: true });
    expectProblem(await api("GET", `/cob/${newTxid()}`, undefined, before), 401, "AcessoNegado");
    token = await newToken();
  });

  it("logs the API requests received without their Authorization header, until reset", async () => {
    const txid = newTxid();
    await api("PUT", `/cob/${txid}`, cobBody());
    const log = (await control("GET", "/requests")).body;
    expect(log).toEqual([
      expect.objectContaining({ method: "PUT", path: `/v2/cob/${txid}`, body: cobBody(), status: 201 }),
    ]);
    expect(log[0].headers.authorization).toBeUndefined();
    expect(log[0].headers["content-type"]).toBe("application/json");
    await control("PUT", "/switches", { delayMs: 5 });
    await control("POST", "/reset");
    expect((await control("GET", "/requests")).body).toEqual([]);
    expect((await control("GET", "/switches")).body).toMatchObject({
      delayMs: 0,
      failNext: 0,
      dropWebhooks: false,
      refundOutcome: "DEVOLVIDO",
    });
  });
});

describe("Efí's Pix sending", () => {
  /** A call to Efí's own paths, which start at the host's root rather than at /v2. */
  const efi = (method: string, efiPath: string, json?: unknown, bearer = token) =>
    pspRequest(tls, method, `${new URL(standIn.url).origin}${efiPath}`, {
      json,
      headers: { authorization: `Bearer ${bearer}` },
    });
  const envioBody = (valor = "7.50", pagador = CHAVE) => ({
    valor,
    pagador: { chave: pagador },
    favorecido: { chave: "fulano@example.com" },
  });

  it("sends from a key with a webhook (201 EM_PROCESSAMENTO), settles, notifies with gnExtras.idEnvio, answers a repeat with the same send", async () => {
    const idEnvio = randomAlphanumeric(32);
    const sent = await efi("PUT", `/v3/gn/pix/${idEnvio}`, envioBody());
    expect(sent.status).toBe(201);
    expect(EnvioSchema.parse(sent.body)).toMatchObject({ idEnvio, valor: "7.50", status: "EM_PROCESSAMENTO" });
    const notice = await receiver.next((r) => r.body.pix[0].gnExtras?.idEnvio === idEnvio);
    expect(notice.path).toBe("/webhook/pix");
    expect(notice.body.pix[0]).toMatchObject({ status: "REALIZADO", tipo: "SOLICITACAO", valor: "7.50" });
    expect(PixEnviadoSchema.parse((await efi("GET", `/v2/gn/pix/enviados/id-envio/${idEnvio}`)).body)).toMatchObject({
      idEnvio,
      status: "REALIZADO",
      horario: { liquidacao: expect.any(String) },
    });
    expect(EnvioSchema.parse((await efi("PUT", `/v3/gn/pix/${idEnvio}`, envioBody())).body).status).toBe("REALIZADO");
    const other = await efi("PUT", `/v3/gn/pix/${idEnvio}`, envioBody("8.00"));
    expect(other.status).toBe(400);
    expect(EfiErrorSchema.parse(other.body).nome).toBe("id_envio_duplicado");
    const listed = PixEnviadoListSchema.parse(
      (
        await efi(
          "GET",
          `/v2/gn/pix/enviados?inicio=${new Date(Date.now() - 60_000).toISOString()}&fim=${new Date().toISOString()}`,
        )
      ).body,
    );
    expect(listed.pix.filter((p) => p.idEnvio === idEnvio)).toHaveLength(1);
  });

  it("refuses a repeated idEnvio when told to, and hides a send from reads for readLagMs", async () => {
    const idEnvio = randomAlphanumeric(30);
    await control("PUT", "/switches", { refuseRepeats: true, readLagMs: 400 });
    expect((await efi("PUT", `/v3/gn/pix/${idEnvio}`, envioBody())).status).toBe(201);
    const repeat = await efi("PUT", `/v3/gn/pix/${idEnvio}`, envioBody());
    expect(repeat.status).toBe(400);
    expect(EfiErrorSchema.parse(repeat.body).nome).toBe("id_envio_duplicado");
    expect((await efi("GET", `/v2/gn/pix/enviados/id-envio/${idEnvio}`)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await efi("GET", `/v2/gn/pix/enviados/id-envio/${idEnvio}`)).status).toBe(200);
  });

  it("refuses a key without a webhook, a bad idEnvio, and the switch's sends at once; 404 for an unknown idEnvio; needs pix.send", async () => {
    const refusal = async (response: PspResponse, nome: string) => {
      expect(response.status).toBe(400);
      expect(EfiErrorSchema.parse(response.body).nome).toBe(nome);
    };
    await refusal(
      await efi("PUT", `/v3/gn/pix/${randomAlphanumeric(10)}`, envioBody("1.00", "12345678909")),
      "chave_sem_webhook",
    );
    await refusal(await efi("PUT", `/v3/gn/pix/${"x".repeat(36)}`, envioBody()), "id_envio_invalido");
    await control("PUT", "/switches", { payoutOutcome: "RECUSADO" });
    const idEnvio = randomAlphanumeric(20);
    await refusal(await efi("PUT", `/v3/gn/pix/${idEnvio}`, envioBody()), "envio_recusado");
    const unknown = await efi("GET", `/v2/gn/pix/enviados/id-envio/${idEnvio}`);
    expect(unknown.status).toBe(404);
    expect(EfiErrorSchema.parse(unknown.body).nome).toBe("pix_nao_encontrado");
    expectProblem(
      await efi("PUT", `/v3/gn/pix/${idEnvio}`, envioBody(), await newToken("cob.read")),
      403,
      "AcessoNegado",
    );
  });

  it("ends sends NAO_REALIZADO with a reason, or keeps them EM_PROCESSAMENTO until the control endpoint settles them", async () => {
    await control("PUT", "/switches", { payoutOutcome: "NAO_REALIZADO", payoutDelayMs: 20 });
    const failed = randomAlphanumeric(12);
    await efi("PUT", `/v3/gn/pix/${failed}`, envioBody());
    const notice = await receiver.next((r) => r.body.pix[0].gnExtras?.idEnvio === failed);
    expect(notice.body.pix[0]).toMatchObject({
      status: "NAO_REALIZADO",
      gnExtras: { erro: { motivo: expect.any(String) } },
    });

    await control("PUT", "/switches", { payoutOutcome: "EM_PROCESSAMENTO" });
    const held = randomAlphanumeric(12);
    await efi("PUT", `/v3/gn/pix/${held}`, envioBody());
    expect(PixEnviadoSchema.parse((await efi("GET", `/v2/gn/pix/enviados/id-envio/${held}`)).body).status).toBe(
      "EM_PROCESSAMENTO",
    );
    expect((await control("POST", `/gn/pix/${held}/settle`, { status: "REALIZADO" })).status).toBe(200);
    expect((await control("POST", `/gn/pix/${held}/settle`, { status: "REALIZADO" })).status).toBe(409);
    expect(PixEnviadoSchema.parse((await efi("GET", `/v2/gn/pix/enviados/id-envio/${held}`)).body).status).toBe(
      "REALIZADO",
    );
  });

  it("plays the receiving bank returning a Pix sent: recorded on the send, shown by GET and notified to the pagador's key", async () => {
    await control("PUT", "/switches", { payoutOutcome: "EM_PROCESSAMENTO" });
    const idEnvio = randomAlphanumeric(32);
    await efi("PUT", `/v3/gn/pix/${idEnvio}`, envioBody("5.00"));
    const early = await control("POST", `/gn/pix/${idEnvio}/devolucao`, { valor: "1.00" });
    expect(early.status).toBe(409);
    expect(early.body.type).toBe("urn:psp-stand-in:error:EnvioNaoRealizado");
    await control("POST", `/gn/pix/${idEnvio}/settle`, { status: "REALIZADO" });

    const returned = await control("POST", `/gn/pix/${idEnvio}/devolucao`, { valor: "2.00" });
    expect(returned.status).toBe(201);
    const [devolucao] = PixEnviadoSchema.parse(returned.body).devolucoes!;
    expect(DevolucaoSchema.parse(devolucao)).toMatchObject({
      valor: "2.00",
      status: "DEVOLVIDO",
      natureza: "ORIGINAL",
      horario: { liquidacao: expect.any(String) },
    });
    expect(devolucao!.rtrId).toMatch(/^D12345678\d{12}[a-zA-Z0-9]{11}$/);
    const notice = await receiver.next(
      (r) => r.body.pix[0].gnExtras?.idEnvio === idEnvio && r.body.pix[0].devolucoes?.length === 1,
    );
    expect(notice.path).toBe("/webhook/pix");
    expect(notice.body.pix[0]).toMatchObject({
      status: "REALIZADO",
      tipo: "SOLICITACAO",
      devolucoes: [{ rtrId: devolucao!.rtrId, valor: "2.00", status: "DEVOLVIDO" }],
    });

    expect((await control("POST", `/gn/pix/${idEnvio}/devolucao`, { valor: "3.00" })).status).toBe(201);
    const over = await control("POST", `/gn/pix/${idEnvio}/devolucao`, { valor: "0.01" });
    expect(over.status).toBe(409);
    expect(over.body.type).toBe("urn:psp-stand-in:error:ValorAcimaDoEnviado");
    const read = PixEnviadoSchema.parse((await efi("GET", `/v2/gn/pix/enviados/id-envio/${idEnvio}`)).body);
    expect(read.devolucoes!.map((d) => d.valor)).toEqual(["2.00", "3.00"]);
    const listed = PixEnviadoListSchema.parse(
      (
        await efi(
          "GET",
          `/v2/gn/pix/enviados?inicio=${new Date(Date.now() - 60_000).toISOString()}&fim=${new Date().toISOString()}`,
        )
      ).body,
    );
    expect(listed.pix.find((p) => p.idEnvio === idEnvio)?.devolucoes).toHaveLength(2);
    expect((await control("POST", `/gn/pix/${randomAlphanumeric(32)}/devolucao`, { valor: "1.00" })).status).toBe(404);
  });
});

describe("state", () => {
  it("keeps charges and certificates across a restart on the same directory", async () => {
    const txid = newTxid();
    await api("PUT", `/cob/${txid}`, cobBody());
    const caBefore = standIn.pki.caCert;
    await standIn.close();
    standIn = await startPspStandIn({ dir, refundDelayMs: 50 });
    expect(standIn.pki.caCert).toBe(caBefore);
    token = await newToken();
    expect((await api("GET", `/cob/${txid}`)).body).toMatchObject({ txid, status: "ATIVA" });
  });

  it("starts from a state given in memory, which it lists and never writes", async () => {
    const givenDir = mkdtempSync(path.join(tmpdir(), "psp-stand-in-given-"));
    const horario = new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString();
    const endToEndId = `E12345678${horario.slice(0, 16).replace(/[-T:]/g, "")}${randomAlphanumeric(11)}`;
    const pix = { endToEndId, txid: newTxid(), valor: "9.99", chave: CHAVE, horario, devolucoes: [] };
    const given = await startPspStandIn({
      dir: givenDir,
      state: { cobs: {}, pix: { [endToEndId]: pix }, webhooks: {}, envios: {}, nextLocId: 1 },
    });
    const givenTls = { ca: given.pki.caCert, cert: given.pki.clientCert, key: given.pki.clientKey };
    try {
      const basic = Buffer.from(`${given.clientId}:${given.clientSecret}`).toString("base64");
      const { access_token } = (
        await pspRequest(givenTls, "POST", given.tokenUrl, {
          form: { grant_type: "client_credentials" },
          headers: { authorization: `Basic ${basic}` },
        })
      ).body;
      const window = `inicio=${new Date(Date.parse(horario) - 1000).toISOString()}&fim=${new Date().toISOString()}`;
      const listed = await pspRequest(givenTls, "GET", `${given.url}/pix?${window}`, {
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(PixListResponseSchema.parse(listed.body).pix.map((p) => p.endToEndId)).toEqual([endToEndId]);
      expect(existsSync(path.join(givenDir, "state.json"))).toBe(false);
    } finally {
      await given.close();
      rmSync(givenDir, { recursive: true, force: true });
    }
  });
});

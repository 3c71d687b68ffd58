import { mkdtempSync, writeFileSync } from "node:fs";
import https from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { TLSSocket } from "node:tls";
import { Agent } from "undici";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { errorResponse, toAppError } from "@/lib/http/error-response";
import { createLogger } from "@/lib/log";
import { createTestPki } from "@/scripts/psp/pki";
import { loadClientIdentity, type ClientIdentity } from "./credentials";
import { ApiPixError, PspCredentialsRefusedError, PspTransportError, PspUnavailableError } from "./errors";
import { ApiPixClient, type ApiPixClientOptions } from "./http-client";

const pki = createTestPki();
const CLIENT_ID = "pix-payments-client";
const CLIENT_SECRET = "client-secret-7f3a9c";

type Reply = { status: number; headers?: Record<string, string>; body?: unknown };
type ApiCall = { method: string; url: string; token: string; body: string; peer: string };

// The stand-in PSP of this file: its token URL checks the client's credentials and issues numbered
// tokens; every other path goes to `handle`, which by default echoes the call when the token is valid.
let server: https.Server;
let origin: string;
let tokenCalls: string[] = [];
let apiCalls: ApiCall[] = [];
let validTokens = new Set<string>();
let handle: (call: ApiCall) => Reply | Promise<Reply>;
const echo = (call: ApiCall): Reply =>
  validTokens.has(call.token)
    ? {
        status: 200,
        body: { method: call.method, url: call.url, body: call.body ? JSON.parse(call.body) : null, peer: call.peer },
      }
    : {
        status: 401,
        headers: { "content-type": "application/problem+json" },
        body: { type: "https://pix.bcb.gov.br/api/v2/error/AcessoNegado", title: "Unauthorized", status: 401 },
      };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  server = https.createServer(
    { cert: pki.serverCert, key: pki.serverKey, ca: pki.caCert, requestCert: true, rejectUnauthorized: true },
    (req, res) => void answer(req, res),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

async function answer(req: IncomingMessage, res: ServerResponse) {
  const body = await readBody(req);
  const send = ({ status, headers, body: replyBody }: Reply) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(typeof replyBody === "string" ? replyBody : JSON.stringify(replyBody ?? {}));
  };
  if (req.url === "/oauth/token") {
    tokenCalls.push(body);
    const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;
    if (req.headers.authorization !== basic || body !== "grant_type=client_credentials")
      return send({ status: 401, body: { error: "invalid_client" } });
    const token = `token-${tokenCalls.length}-${Math.random().toString(36).slice(2)}`;
    validTokens.add(token);
    return send({ status: 200, body: { access_token: token, token_type: "Bearer", expires_in: 3600 } });
  }
  const peer = String((req.socket as TLSSocket).getPeerCertificate().subject?.CN ?? "");
  const call = {
    method: req.method!,
    url: req.url!,
    token: req.headers.authorization?.replace(/^Bearer /, "") ?? "",
    body,
    peer,
  };
  apiCalls.push(call);
  send(await handle(call));
}

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const clients: ApiPixClient[] = [];
const pemIdentity: ClientIdentity = { cert: pki.clientCert, key: pki.clientKey, ca: [pki.caCert] };

/** A client of the stand-in with small limits; the breaker stays closed unless a test lowers its threshold. */
function newClient(options: Partial<ApiPixClientOptions> = {}): ApiPixClient {
  const client = new ApiPixClient({
    baseUrl: `${origin}/v2/`,
    tokenUrl: `${origin}/oauth/token`,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    identity: pemIdentity,
    timeoutMs: 1_000,
    retryInitialDelayMs: 10,
    retryMaxDelayMs: 1_500,
    breakerThreshold: 1_000,
    logger: createLogger("silent"),
    ...options,
  });
  clients.push(client);
  return client;
}

beforeEach(() => {
  tokenCalls = [];
  apiCalls = [];
  validTokens = new Set();
  handle = echo;
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("the call succeeded"),
    (error: unknown) => error,
  );
const ms = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

describe("mutual TLS", () => {
  it("presents a PEM certificate and key, sends JSON and the query, and returns the parsed answer", async () => {
    const answer = await newClient().request("PUT", "/cob/abc123", {
      body: { valor: { original: "10.00" } },
      query: { "paginacao.paginaAtual": 0, skipped: undefined },
      idempotent: true,
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        method: "PUT",
        url: "/v2/cob/abc123?paginacao.paginaAtual=0",
        body: { valor: { original: "10.00" } },
        peer: "pix-payments",
      },
    });
  });

  it("presents the legacy PKCS#12 (RC2-40, 3DES, empty passphrase) that Node's OpenSSL refuses, converted at start", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pix-pfx-"));
    writeFileSync(path.join(dir, "client.p12"), pki.clientPfx);
    writeFileSync(path.join(dir, "ca.crt"), pki.caCert);
    const identity = loadClientIdentity({
      pfxFile: path.join(dir, "client.p12"),
      pfxPassphrase: "",
      caFile: path.join(dir, "ca.crt"),
    });
    expect((await newClient({ identity }).request("GET", "/cob/abc123")).body).toMatchObject({ peer: "pix-payments" });
  });

  it("is refused without the client certificate, or with one from another CA", async () => {
    const bare = new Agent({ connect: { ca: pki.caCert } });
    await expect(
      bare.request({ origin, path: "/v2/cob/abc123", method: "GET" }).then((answer) => answer.body.text()),
    ).rejects.toThrow(/certificate required|socket hang up|other side closed|ECONNRESET/);
    await bare.close();

    const stranger = createTestPki(["localhost"], "stranger");
    const error = await failure(
      newClient({
        identity: { cert: stranger.clientCert, key: stranger.clientKey, ca: [pki.caCert] },
        attempts: 1,
      }).request("GET", "/cob/abc123"),
    );
    expect(error).toBeInstanceOf(PspUnavailableError);
    expect((error as Error).cause).toBeInstanceOf(PspTransportError);
    expect([tokenCalls.length, apiCalls.length]).toEqual([0, 0]);
  });

  it("refuses a PSP whose server certificate is not from the CA it was given", async () => {
    const elsewhere = createTestPki(["localhost"], "elsewhere");
    const error = await failure(
      newClient({ identity: { ...pemIdentity, ca: [elsewhere.caCert] }, attempts: 1 }).request("GET", "/cob/abc123"),
    );
    expect((error as Error).cause).toBeInstanceOf(PspTransportError);
    expect([tokenCalls.length, apiCalls.length]).toEqual([0, 0]);
  });

  it("connects again, certificate presented, after the PSP closed its connections", async () => {
    const client = newClient();
    expect((await client.request("GET", "/cob/first")).body).toMatchObject({ peer: "pix-payments" });
    server.closeAllConnections();
    expect((await client.request("GET", "/cob/second")).body).toMatchObject({ peer: "pix-payments" });
    expect(apiCalls.map((call) => call.url)).toEqual(["/v2/cob/first", "/v2/cob/second"]);
  });
});

describe("OAuth2 token", () => {
  it("is fetched once with the client's credentials and reused, by concurrent callers too", async () => {
    const client = newClient();
    await Promise.all([1, 2, 3, 4, 5].map(() => client.request("GET", "/cob/abc123")));
    await client.request("GET", "/cob/abc123");
    expect(tokenCalls).toEqual(["grant_type=client_credentials"]);
    expect(new Set(apiCalls.map((call) => call.token)).size).toBe(1);
  });

  it("is fetched again once when the PSP answers 401, and the call repeated", async () => {
    const client = newClient();
    await client.request("GET", "/cob/abc123");
    validTokens.clear();
    expect((await client.request("GET", "/cob/abc123")).status).toBe(200);
    expect(tokenCalls).toHaveLength(2);
    expect(apiCalls).toHaveLength(3);
  });

  it("does not loop when the PSP keeps answering 401: one fresh token, then a refusal of our credentials", async () => {
    handle = () => echo({ token: "none" } as ApiCall);
    const error = await failure(newClient().request("GET", "/cob/abc123"));
    expect(error).toBeInstanceOf(PspCredentialsRefusedError);
    expect((error as PspCredentialsRefusedError).cause).toMatchObject({ status: 401, type: "AcessoNegado" });
    expect([tokenCalls.length, apiCalls.length]).toEqual([2, 2]);
  });

  it("answers refused client credentials or a 403 as PSP_UNAVAILABLE with Retry-After, never retried", async () => {
    const error = await failure(newClient({ clientSecret: "wrong" }).request("GET", "/cob/abc123"));
    expect(error).toBeInstanceOf(PspCredentialsRefusedError);
    expect(toAppError(error)).toMatchObject({ code: "PSP_UNAVAILABLE", status: 503 });
    expect(Number((error as PspCredentialsRefusedError).headers?.["Retry-After"])).toBe(60);
    expect((error as PspCredentialsRefusedError).cause).toMatchObject({ status: 401, type: "invalid_client" });
    expect([tokenCalls.length, apiCalls.length]).toEqual([1, 0]);

    handle = () => ({ status: 403, body: { type: "https://pix.bcb.gov.br/api/v2/error/AcessoNegado", status: 403 } });
    const forbidden = await failure(newClient().request("PUT", "/cob/abc123", { body: {}, idempotent: true }));
    expect(forbidden).toBeInstanceOf(PspCredentialsRefusedError);
    expect(apiCalls).toHaveLength(1);
  });

  it("logs a refusal of our credentials once a minute at most, and again once the PSP has accepted them between", async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const client = newClient({ clientSecret: "wrong", logger: createLogger("info", sink) });
    for (let call = 0; call < 3; call++) await failure(client.request("GET", "/cob/abc123"));
    const refusals = () => lines.filter((line) => JSON.parse(line).msg.startsWith("the PSP refuses our credentials"));
    expect(refusals()).toHaveLength(1);
    expect(JSON.parse(refusals()[0]!)).toMatchObject({ level: 50, psp: "401 invalid_client" });

    const healed = newClient({ logger: createLogger("info", sink) });
    await healed.request("GET", "/cob/abc123");
    validTokens.clear();
    handle = () => echo({ token: "none" } as ApiCall);
    for (let call = 0; call < 2; call++) await failure(healed.request("GET", "/cob/abc123"));
    expect(refusals()).toHaveLength(2);
    handle = echo;
    await healed.request("GET", "/cob/abc123");
    expect(
      lines.filter((line) => JSON.parse(line).msg.startsWith("the PSP accepts our credentials again")),
    ).toHaveLength(1);
  });
});

describe("timeouts and retries", () => {
  it("gives up on a call that gets no answer within the timeout", async () => {
    handle = () => new Promise((resolve) => setTimeout(() => resolve({ status: 200 }), 1_500));
    let error: unknown;
    const elapsed = await ms(
      async () => (error = await failure(newClient({ timeoutMs: 200, attempts: 1 }).request("GET", "/cob/abc123"))),
    );
    expect(elapsed).toBeLessThan(1_000);
    expect(error).toBeInstanceOf(PspUnavailableError);
    expect((error as Error).cause).toMatchObject({ kind: "timeout" });
  });

  it("retries a GET answered 500 and returns the answer that follows", async () => {
    handle = (call) =>
      apiCalls.length <= 2
        ? {
            status: 500,
            body: { type: "https://pix.bcb.gov.br/api/v2/error/ErroInternoDoServidor", title: "Erro", status: 500 },
          }
        : echo(call);
    expect((await newClient().request("GET", "/cob/abc123")).status).toBe(200);
    expect(apiCalls).toHaveLength(3);
  });

  it("stops after the bounded number of attempts and answers 503", async () => {
    handle = () => ({ status: 502, body: "bad gateway" });
    const error = await failure(
      newClient({ attempts: 3 }).request("PUT", "/cob/abc123", { body: {}, idempotent: true }),
    );
    expect(error).toMatchObject({ code: "PSP_UNAVAILABLE", status: 503, retryAfterSeconds: 5 });
    expect(apiCalls).toHaveLength(3);
  });

  it("never retries a PATCH (or POST) not marked idempotent", async () => {
    handle = () => ({ status: 500 });
    expect(
      await failure(
        newClient().request("PATCH", "/cob/abc123", { body: { status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" } }),
      ),
    ).toBeInstanceOf(PspUnavailableError);
    expect(await failure(newClient().request("POST", "/cob", { body: {} }))).toBeInstanceOf(PspUnavailableError);
    expect(apiCalls.map((call) => call.method)).toEqual(["PATCH", "POST"]);
  });

  it("waits the Retry-After of a 429 before retrying, and does not wait one longer than it may", async () => {
    handle = (call) => (apiCalls.length === 1 ? { status: 429, headers: { "retry-after": "1" } } : echo(call));
    expect(await ms(() => newClient().request("GET", "/cob/abc123"))).toBeGreaterThanOrEqual(990);

    apiCalls = [];
    handle = () => ({ status: 429, headers: { "retry-after": "120" } });
    const error = await failure(newClient().request("GET", "/cob/abc123"));
    expect(error).toMatchObject({ code: "PSP_UNAVAILABLE", retryAfterSeconds: 120 });
    expect(apiCalls).toHaveLength(1);
  });
});

describe("circuit breaker", () => {
  it("opens after N consecutive failures, fails fast with Retry-After, lets one probe through after the cool-down and closes", async () => {
    const client = newClient({ breakerThreshold: 3, breakerCooldownMs: 1_000, attempts: 1 });
    handle = () => ({ status: 503 });
    for (let i = 0; i < 3; i++) await failure(client.request("GET", "/cob/abc123"));
    expect(apiCalls).toHaveLength(3);

    const refused = await failure(client.request("GET", "/cob/abc123"));
    expect(apiCalls).toHaveLength(3);
    expect(refused).toMatchObject({ code: "PSP_UNAVAILABLE", retryAfterSeconds: 1 });
    const response = errorResponse(toAppError(refused), "request-1");
    expect([response.status, response.headers.get("retry-after")]).toEqual([503, "1"]);
    expect(await response.json()).toEqual({
      statusCode: 503,
      code: "PSP_UNAVAILABLE",
      message: "O provedor PIX está temporariamente indisponível. Tente novamente em instantes.",
      requestId: "request-1",
    });

    // The probe after the cool-down fails: open again, still without reaching the PSP.
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    await failure(client.request("GET", "/cob/abc123"));
    await failure(client.request("GET", "/cob/abc123"));
    expect(apiCalls).toHaveLength(4);

    // The next probe succeeds: closed, and calls flow again.
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    handle = echo;
    await Promise.all([client.request("GET", "/cob/abc123"), client.request("GET", "/cob/abc123")]);
    await client.request("GET", "/cob/abc123");
    expect(apiCalls).toHaveLength(7);
  });

  it("is not opened by refusals (4xx), which prove the PSP is up", async () => {
    const client = newClient({ breakerThreshold: 2, attempts: 1 });
    handle = (call) => (call.url.endsWith("/missing") ? { status: 404 } : { status: 500 });
    await failure(client.request("GET", "/cob/fails"));
    await failure(client.request("GET", "/cob/missing"));
    await failure(client.request("GET", "/cob/fails"));
    expect(await failure(client.request("GET", "/cob/fails"))).toMatchObject({ cause: { status: 500 } });
    expect(apiCalls).toHaveLength(4);
  });
});

describe("errors", () => {
  it("reads the PSP's problem+json into an ApiPixError", async () => {
    handle = () => ({
      status: 400,
      headers: { "content-type": "application/problem+json" },
      body: {
        type: "https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida",
        title: "Cobrança inválida.",
        status: 400,
        detail:
          "A requisição que busca alterar ou criar uma cobrança para pagamento imediato não respeita o schema ou está semanticamente errada.",
        correlationId: "c-1",
        violacoes: [{ razao: "O objeto cob.valor não respeita o schema.", propriedade: "cob.valor", valor: 0 }],
      },
    });
    const error = await failure(newClient().request("PUT", "/cob/abc123", { body: {}, idempotent: true }));
    expect(error).toBeInstanceOf(ApiPixError);
    expect(error).toMatchObject({
      status: 400,
      type: "CobOperacaoInvalida",
      title: "Cobrança inválida.",
      correlationId: "c-1",
      violations: [{ razao: "O objeto cob.valor não respeita o schema.", propriedade: "cob.valor", valor: "0" }],
    });
    expect(apiCalls).toHaveLength(1);
  });

  it("keeps a body that is not JSON as the detail", async () => {
    handle = () => ({ status: 404, headers: { "content-type": "text/html" }, body: "<html>Not Found</html>" });
    expect(await failure(newClient().request("GET", "/cob/abc123"))).toMatchObject({
      status: 404,
      type: undefined,
      detail: "<html>Not Found</html>",
      violations: [],
    });
  });
});

it("logs each call at debug level without tokens, credentials, query values or bodies", async () => {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  const client = newClient({ logger: createLogger("debug", sink) });
  await client.request("PUT", "/webhook/11444777000161", {
    body: { webhookUrl: "https://app.example.com/pix?secret=hook-secret-123" },
    idempotent: true,
  });
  validTokens.clear();
  await client.request("GET", "/cob", { query: { cpf: "52998224725" } });

  const output = lines.join("");
  const entries = lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === "API Pix call");
  expect(entries.map(({ method, path, status }) => `${method} ${path} ${status}`)).toEqual([
    "POST /oauth/token 200",
    "PUT /v2/webhook/11444777000161 200",
    "GET /v2/cob 401",
    "POST /oauth/token 200",
    "GET /v2/cob 200",
  ]);
  expect(entries.every((entry) => typeof entry.ms === "number")).toBe(true);
  const secrets = [
    ...apiCalls.map((call) => call.token),
    CLIENT_SECRET,
    Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64"),
    "hook-secret-123",
    "52998224725",
  ];
  for (const secret of secrets) expect(output).not.toContain(secret);
});

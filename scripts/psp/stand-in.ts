// The PSP stand-in: an HTTPS server with mutual TLS on every path that speaks Banco Central's API
// Pix 2.9.0 (OAuth2 client_credentials, cob, pix, devolução, webhook, problem+json), and Efí's
// own Pix sending API (/v3/gn/pix, /v2/gn/pix/enviados), for the integration tests, the browser
// tests and the demo. See scripts/psp/README.md.
//
// Base URL: the spec's paths go under /v2, as PSPs such as Efí serve them
// (https://127.0.0.1:<port>/v2/cob/{txid}); the token endpoint is https://127.0.0.1:<port>/oauth/token;
// the stand-in's own control endpoints are under /stand-in/.
import { mkdtempSync, rmSync } from "node:fs";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { EfiPayoutScope } from "@/lib/payouts/efi/spec";
import type { ApiPixScope } from "@/lib/pix/api-pix/spec";
import { getCob, patchCob, putCob } from "./cob";
import type { Context, Recebedor, Settings, Switches } from "./context";
import { medDevolucao, payCob, receiveKeyPix, returnEnvio, setSwitches, settleEnvioNow } from "./control";
import { envioNotice, getEnvio, listEnvios, putEnvio, settleEnvio } from "./envio";
import { apiProblem, ProblemError, problemReply, readBody, type Reply, send } from "./http";
import { BEARER_CHALLENGE, credentialsRefusal, issueToken, requireToken, type TokenStore } from "./oauth";
import { offSpecReply } from "./off-spec";
import { getDevolucao, getPix, listPix, pixByHorario, pixView, putDevolucao } from "./pix";
import { loadOrCreateTestPki, type TestPki, type TestPkiFiles } from "./pki";
import { openStore, type State, type StoredPix } from "./state";
import { createNotifier, deleteWebhook, getWebhook, type Notification, putWebhook } from "./webhook";

export type PspStandInOptions = {
  /**
   * Certificates go to <dir>/certs and the state to <dir>/state.json; without it, a temporary directory removed on
   * close.
   */
  dir?: string;
  host?: string;
  /** 0 (the default) takes a free port. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  tokenTtlSeconds?: number;
  /** How long an API devolução stays EM_PROCESSAMENTO (default 300 ms); a switch changes it later. */
  refundDelayMs?: number;
  /** How long a Pix sent stays EM_PROCESSAMENTO (default 300 ms); a switch changes it later. */
  payoutDelayMs?: number;
  /**
   * What Pix sent end as (default REALIZADO); the demo's EM_PROCESSAMENTO waits for its buttons. A switch changes it
   * later.
   */
  payoutOutcome?: Switches["payoutOutcome"];
  ispb?: string;
  recebedor?: Partial<Recebedor>;
  locationHost?: string;
  /**
   * Starts from this state, kept in memory and never written, instead of <dir>/state.json: the bench's millions of
   * Pix do not fit one JSON file.
   */
  state?: State;
};

export type PspStandIn = {
  /** The API Pix base URL: the spec's paths are appended to it. */
  url: string;
  tokenUrl: string;
  /** Base of the control endpoints (pay, MED, switches, logs). */
  controlUrl: string;
  clientId: string;
  clientSecret: string;
  files: TestPkiFiles;
  pki: TestPki;
  close(): Promise<void>;
};

export type LoggedRequest = {
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body?: unknown;
  status?: number;
};

type Handler = (params: string[], raw: string, query: URLSearchParams, authorization: string | undefined) => Reply;
type Route = { method: string; pattern: RegExp; scope?: ApiPixScope | EfiPayoutScope; handler: Handler };

function match(routes: Route[], method: string, pathname: string): { route: Route; params: string[] } | null {
  for (const route of routes) {
    const found = route.method === method ? route.pattern.exec(pathname) : null;
    if (found) return { route, params: found.slice(1).map(decodeURIComponent) };
  }
  return null;
}

function loggedBody(raw: string, contentType: string | undefined): unknown {
  if (raw === "") return undefined;
  if (!contentType?.includes("json")) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export async function startPspStandIn(options: PspStandInOptions = {}): Promise<PspStandIn> {
  const temporary = options.dir === undefined;
  const dir = options.dir ?? mkdtempSync(path.join(tmpdir(), "psp-stand-in-"));
  const { pki, files } = loadOrCreateTestPki(path.join(dir, "certs"));
  const store = options.state
    ? { state: options.state, save: () => undefined }
    : openStore(path.join(dir, "state.json"));
  const host = options.host ?? "127.0.0.1";
  const settings: Settings = {
    ispb: options.ispb ?? "12345678",
    recebedor: { nome: "Pix Pagamentos Ltda", cidade: "Sao Paulo", cnpj: "12345678000195", ...options.recebedor },
    locationHost: options.locationHost ?? host,
    clientId: options.clientId ?? "pix-payments",
    clientSecret: options.clientSecret ?? "stand-in-secret",
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
  };
  const defaultSwitches = (): Switches => ({
    failNext: 0,
    failMatch: null,
    failAs: "ErroInternoDoServidor",
    loseNext: 0,
    refuseRepeats: false,
    readLagMs: 0,
    delayMs: 0,
    dropWebhooks: false,
    refundOutcome: "DEVOLVIDO",
    refundDelayMs: options.refundDelayMs ?? 300,
    payoutOutcome: options.payoutOutcome ?? "REALIZADO",
    payoutDelayMs: options.payoutDelayMs ?? 300,
    payoutHang: false,
    offSpec: null,
    refuseCredentials: false,
  });
  const switches = defaultSwitches();
  const tokens: TokenStore = new Map();
  const requests: LoggedRequest[] = [];
  const notifications: Notification[] = [];
  const deliver = createNotifier(pki.caCert, notifications, () => switches.dropWebhooks);
  const timers = new Set<NodeJS.Timeout>();

  const context: Context = {
    state: store.state,
    save: store.save,
    settings,
    switches,
    notify: (pix) => deliver(context, pix.chave, { pix: [pixView(pix)] }),
    notifyEnvio: (envio) => deliver(context, envio.pagadorChave, { pix: [envioNotice(envio)] }),
    scheduleEnvio(envio) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        settleEnvio(context, envio);
      }, switches.payoutDelayMs);
      timers.add(timer);
    },
    scheduleSettlement(pix: StoredPix, devolucaoId: string) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        const devolucao = pix.devolucoes.find((d) => d.id === devolucaoId);
        if (devolucao?.status !== "EM_PROCESSAMENTO") return;
        devolucao.status = devolucao.outcome;
        if (devolucao.outcome === "DEVOLVIDO") devolucao.horario.liquidacao = new Date().toISOString();
        else devolucao.motivo = "Devolução não realizada (simulada pelo PSP stand-in).";
        store.save();
        context.notify(pix);
      }, switches.refundDelayMs);
      timers.add(timer);
    },
  };
  // Devoluções left EM_PROCESSAMENTO by a previous run settle now as they would have.
  for (const pix of pixByHorario(store.state)) {
    for (const devolucao of pix.devolucoes)
      if (devolucao.status === "EM_PROCESSAMENTO") context.scheduleSettlement(pix, devolucao.id);
  }
  for (const envio of Object.values(store.state.envios))
    if (envio.status === "EM_PROCESSAMENTO") context.scheduleEnvio(envio);

  const apiRoutes: Route[] = [
    {
      method: "POST",
      pattern: /^\/oauth\/token$/,
      handler: (_, raw, __, authorization) => issueToken(settings, tokens, authorization, raw),
    },
    {
      method: "PUT",
      pattern: /^\/v2\/cob\/([^/]+)$/,
      scope: "cob.write",
      handler: ([txid], raw) => putCob(context, txid!, raw),
    },
    {
      method: "PATCH",
      pattern: /^\/v2\/cob\/([^/]+)$/,
      scope: "cob.write",
      handler: ([txid], raw) => patchCob(context, txid!, raw),
    },
    {
      method: "GET",
      pattern: /^\/v2\/cob\/([^/]+)$/,
      scope: "cob.read",
      handler: ([txid], _, query) => getCob(context, txid!, query),
    },
    { method: "GET", pattern: /^\/v2\/pix$/, scope: "pix.read", handler: (_, __, query) => listPix(context, query) },
    {
      method: "GET",
      pattern: /^\/v2\/pix\/([^/]+)$/,
      scope: "pix.read",
      handler: ([e2eid]) => getPix(context, e2eid!),
    },
    {
      method: "PUT",
      pattern: /^\/v2\/pix\/([^/]+)\/devolucao\/([^/]+)$/,
      scope: "pix.write",
      handler: ([e2eid, id], raw) => putDevolucao(context, e2eid!, id!, raw),
    },
    {
      method: "GET",
      pattern: /^\/v2\/pix\/([^/]+)\/devolucao\/([^/]+)$/,
      scope: "pix.read",
      handler: ([e2eid, id]) => getDevolucao(context, e2eid!, id!),
    },
    {
      method: "PUT",
      pattern: /^\/v2\/webhook\/([^/]+)$/,
      scope: "webhook.write",
      handler: ([chave], raw) => putWebhook(context, chave!, raw),
    },
    {
      method: "GET",
      pattern: /^\/v2\/webhook\/([^/]+)$/,
      scope: "webhook.read",
      handler: ([chave]) => getWebhook(context, chave!),
    },
    {
      method: "DELETE",
      pattern: /^\/v2\/webhook\/([^/]+)$/,
      scope: "webhook.write",
      handler: ([chave]) => deleteWebhook(context, chave!),
    },
    {
      method: "PUT",
      pattern: /^\/v3\/gn\/pix\/([^/]+)$/,
      scope: "pix.send",
      handler: ([idEnvio], raw) => putEnvio(context, idEnvio!, raw),
    },
    {
      method: "GET",
      pattern: /^\/v2\/gn\/pix\/enviados$/,
      scope: "gn.pix.send.read",
      handler: (_, __, query) => listEnvios(context, query),
    },
    {
      method: "GET",
      pattern: /^\/v2\/gn\/pix\/enviados\/id-envio\/([^/]+)$/,
      scope: "gn.pix.send.read",
      handler: ([idEnvio]) => getEnvio(context, idEnvio!),
    },
  ];
  const controlRoutes: Route[] = [
    {
      method: "POST",
      pattern: /^\/stand-in\/cob\/([^/]+)\/pay$/,
      handler: ([txid], raw) => payCob(context, txid!, raw),
    },
    { method: "POST", pattern: /^\/stand-in\/pix$/, handler: (_, raw) => receiveKeyPix(context, raw) },
    {
      method: "POST",
      pattern: /^\/stand-in\/pix\/([^/]+)\/devolucao$/,
      handler: ([e2eid], raw) => medDevolucao(context, e2eid!, raw),
    },
    {
      method: "POST",
      pattern: /^\/stand-in\/gn\/pix\/([^/]+)\/settle$/,
      handler: ([idEnvio], raw) => settleEnvioNow(context, idEnvio!, raw),
    },
    {
      method: "POST",
      pattern: /^\/stand-in\/gn\/pix\/([^/]+)\/devolucao$/,
      handler: ([idEnvio], raw) => returnEnvio(context, idEnvio!, raw),
    },
    { method: "GET", pattern: /^\/stand-in\/switches$/, handler: () => ({ status: 200, body: switches }) },
    {
      method: "PUT",
      pattern: /^\/stand-in\/switches$/,
      handler: (_, raw) => setSwitches(switches, raw, () => tokens.clear()),
    },
    { method: "GET", pattern: /^\/stand-in\/requests$/, handler: () => ({ status: 200, body: requests }) },
    { method: "GET", pattern: /^\/stand-in\/notifications$/, handler: () => ({ status: 200, body: notifications }) },
    {
      method: "POST",
      pattern: /^\/stand-in\/reset$/,
      handler: () => {
        Object.assign(switches, defaultSwitches());
        requests.length = 0;
        notifications.length = 0;
        return { status: 204 };
      },
    },
  ];

  function dispatch(
    routes: Route[],
    method: string,
    target: URL,
    raw: string,
    authorization: string | undefined,
  ): Reply {
    try {
      const found = match(routes, method, target.pathname);
      if (!found) throw apiProblem("NaoEncontrado", { detail: `${method} ${target.pathname} não existe neste PSP.` });
      if (found.route.scope) requireToken(tokens, authorization, found.route.scope);
      return found.route.handler(found.params, raw, target.searchParams, authorization);
    } catch (error) {
      if (error instanceof ProblemError)
        return problemReply(error, error.problem.status === 401 ? BEARER_CHALLENGE : undefined);
      if (error instanceof URIError)
        return problemReply(apiProblem("RequisicaoInvalida", { detail: "Caminho com codificação inválida." }));
      console.error("PSP stand-in:", error);
      return problemReply(apiProblem("ErroInternoDoServidor"));
    }
  }

  const matchesFailMatch = (method: string, pathname: string) =>
    !switches.failMatch || new RegExp(switches.failMatch).test(`${method} ${pathname}`);

  /** Whether this call is one of the next `switch` calls matching failMatch, counting it down if so. */
  function takeTurn(counter: "failNext" | "loseNext", method: string, pathname: string): boolean {
    if (switches[counter] <= 0 || !matchesFailMatch(method, pathname)) return false;
    switches[counter] -= 1;
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const target = new URL(req.url ?? "/", "https://stand-in");
    const method = req.method ?? "GET";
    const raw = await readBody(req);
    if (target.pathname.startsWith("/stand-in/"))
      return send(res, dispatch(controlRoutes, method, target, raw, undefined));

    const { authorization: _authorization, ...headers } = req.headers;
    const entry: LoggedRequest = {
      at: new Date().toISOString(),
      method,
      path: target.pathname,
      query: Object.fromEntries(target.searchParams),
      headers,
      body: loggedBody(raw, req.headers["content-type"]),
    };
    requests.push(entry);
    if (switches.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, switches.delayMs));
    let reply = switches.refuseCredentials
      ? credentialsRefusal(target.pathname)
      : takeTurn("failNext", method, target.pathname)
        ? problemReply(apiProblem(switches.failAs))
        : dispatch(apiRoutes, method, target, raw, req.headers.authorization);
    const offSpec =
      switches.offSpec && matchesFailMatch(method, target.pathname) && offSpecReply(reply, switches.offSpec);
    if (offSpec) {
      reply = offSpec;
      switches.offSpec = null;
    }
    if (reply.hang) return;
    if (takeTurn("loseNext", method, target.pathname)) {
      entry.status = 0;
      res.destroy();
      return;
    }
    entry.status = reply.status;
    send(res, reply);
  }

  const server = https.createServer(
    { key: pki.serverKey, cert: pki.serverCert, ca: pki.caCert, requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      handle(req, res).catch((error) => {
        console.error("PSP stand-in:", error);
        if (!res.headersSent) send(res, problemReply(apiProblem("ErroInternoDoServidor")));
      });
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `https://${host.includes(":") ? `[${host}]` : host}:${port}`;

  return {
    url: `${origin}/v2`,
    tokenUrl: `${origin}/oauth/token`,
    controlUrl: `${origin}/stand-in`,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    files,
    pki,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      if (temporary) rmSync(dir, { recursive: true, force: true });
    },
  };
}

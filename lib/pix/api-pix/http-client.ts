import "#server-only";
import type { IncomingHttpHeaders } from "node:http";
import { createSecureContext } from "node:tls";
import { noop } from "cockatiel";
import type { Logger } from "pino";
// The global fetch cannot present a client certificate; undici's Agent can (mutual TLS).
import { Agent } from "undici";
import { logger } from "@/lib/log";
import type { ClientIdentity } from "./credentials";
import { CredentialsHealth, type CredentialsRefusalStore } from "./credentials-health";
import { apiPixErrorFrom, PspCredentialsRefusedError, PspTransportError } from "./errors";
import { OAuthTokens, readTokenAnswer } from "./oauth-token";
import { isOutage, PspPolicies, retryAfterMs, type ResilienceOptions } from "./resilience";

export type ApiPixClientOptions = Partial<ResilienceOptions> & {
  /** The spec's paths are appended to it: "https://pix.example.com/api/v2". */
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  identity: ClientIdentity;
  /** OAuth2 scopes to ask for ("cob.write cob.read"); PSPs that grant by contract need none. */
  scope?: string;
  /** Limit of one HTTP exchange, connection included. */
  timeoutMs?: number;
  connectTimeoutMs?: number;
  /** How long before its expiry a token is replaced (at most half its lifetime). */
  tokenRenewBeforeMs?: number;
  logger?: Logger;
  /** Where a refusal of our credentials is recorded besides the log (once a minute at most), and cleared. */
  credentialsRefusals?: CredentialsRefusalStore;
};

export type HttpMethod = "GET" | "PUT" | "POST" | "PATCH" | "DELETE";

export type ApiPixRequest = {
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /**
   * The PSP treats a repeat as the same call (GET; PUT by our own txid or id), so it may be retried.
   * Defaults to true for GET only: a POST or PATCH repeated after a lost answer could act twice.
   */
  idempotent?: boolean;
  /**
   * `path` starts at the host's root instead of the base URL: a PSP's own APIs are versioned apart from API Pix (Efí's
   * /v3/gn/pix).
   */
  fromRoot?: boolean;
  /** Told of each try that got no answer or a 5xx (it may have been carried out), before it is retried or fails. */
  onUnanswered?: () => void;
};

/** A 2xx answer; `body` is the parsed JSON (or the text, or undefined when empty) for the caller to check with zod. */
export type ApiPixResponse = { status: number; body: unknown };

type Exchange = { status: number; headers: IncomingHttpHeaders; body: string };

const DEFAULTS = {
  timeoutMs: 10_000,
  connectTimeoutMs: 5_000,
  attempts: 3,
  retryInitialDelayMs: 200,
  retryMaxDelayMs: 5_000,
  breakerThreshold: 5,
  breakerCooldownMs: 30_000,
  tokenRenewBeforeMs: 60_000,
};

const refusal = (answer: Exchange) =>
  apiPixErrorFrom(answer.status, answer.body, retryAfterMs(answer.headers["retry-after"]));

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls a PSP's API Pix (Banco Central's standard) over mutual TLS with an OAuth2
 * client_credentials token. Throws ApiPixError when the PSP refuses a call (4xx, problem+json read)
 * and PspUnavailableError (503 PSP_UNAVAILABLE with Retry-After) when it is down, slow, throttling
 * after the retries, or while the circuit breaker is open; PspCredentialsRefusedError, a
 * PspUnavailableError too, when it refuses our credentials or scopes.
 */
export class ApiPixClient {
  private readonly options: ApiPixClientOptions & typeof DEFAULTS;
  private readonly agent: Agent;
  private readonly tokens: OAuthTokens;
  private readonly policies: PspPolicies;
  private readonly log: Logger;
  private readonly credentials: CredentialsHealth;

  constructor(options: ApiPixClientOptions) {
    this.options = { ...DEFAULTS, ...options, baseUrl: options.baseUrl.replace(/\/+$/, "") };
    this.log = (options.logger ?? logger()).child({ module: "api-pix" });
    const { identity, connectTimeoutMs, timeoutMs } = this.options;
    this.agent = new Agent({
      // One context for every connection: building it from the PEMs (the system's roots among them) takes tens of
      // milliseconds of the event loop, which a PSP closing idle connections would otherwise charge at each reconnect.
      connect: { secureContext: createSecureContext(identity), timeout: connectTimeoutMs },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    this.tokens = new OAuthTokens(() => this.fetchToken(), this.options.tokenRenewBeforeMs);
    this.policies = new PspPolicies(this.options, this.log);
    this.credentials = new CredentialsHealth(this.log, options.credentialsRefusals);
  }

  /** `path` as in the spec, its variables already encoded ("/cob/" + txid). */
  async request(method: HttpMethod, path: string, request: ApiPixRequest = {}): Promise<ApiPixResponse> {
    const url = new URL((request.fromRoot ? new URL(this.options.baseUrl).origin : this.options.baseUrl) + path);
    for (const [name, value] of Object.entries(request.query ?? {}))
      if (value !== undefined) url.searchParams.append(name, String(value));
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const policy = (request.idempotent ?? method === "GET") ? this.policies.retries : noop;
    try {
      return await policy.execute(async () => {
        try {
          // Inside the breaker: any answer below 500 proves the PSP is up, a refusal included.
          const answer = await this.policies.breaker.execute(() => this.authorized(method, url, body));
          if (answer.status >= 300) throw refusal(answer);
          return { status: answer.status, body: parseBody(answer.body) };
        } catch (error) {
          if (isOutage(error)) request.onUnanswered?.();
          throw error;
        }
      });
    } catch (error) {
      if (error instanceof PspCredentialsRefusedError) await this.credentials.refused(error.refusal);
      throw this.policies.failure(error);
    }
  }

  /** Closes the pooled connections (at shutdown, and in tests). */
  close(): Promise<void> {
    return this.agent.close();
  }

  /**
   * One call with the current token; a 401 gets one more try with a fresh token, never more. A 401 then, or a 403, is
   * a refusal of our credentials or scopes rather than of the call.
   */
  private async authorized(method: HttpMethod, url: URL, body: string | undefined): Promise<Exchange> {
    const send = async (token: string) => {
      const headers: Record<string, string> = { accept: "application/json", authorization: `Bearer ${token}` };
      if (body !== undefined) headers["content-type"] = "application/json";
      return this.exchange(method, url, headers, body);
    };
    const token = await this.tokens.get();
    let answer = await send(token);
    if (answer.status === 401) {
      this.tokens.invalidate(token);
      answer = await send(await this.tokens.get());
    }
    if (answer.status >= 500) throw refusal(answer);
    if (answer.status === 401 || answer.status === 403) throw new PspCredentialsRefusedError(refusal(answer));
    await this.credentials.accepted();
    return answer;
  }

  private async fetchToken(): Promise<{ accessToken: string; lifetimeMs: number }> {
    const { clientId, clientSecret, scope } = this.options;
    const form = new URLSearchParams({ grant_type: "client_credentials", ...(scope && { scope }) });
    const answer = await this.exchange(
      "POST",
      new URL(this.options.tokenUrl),
      // As PSPs document it: base64 of "id:secret" as given (RFC 6749 would form-encode each first).
      {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      form.toString(),
    );
    // Throttling or an outage there is no refusal of our credentials; any other 4xx is (invalid_client, invalid_scope).
    if (answer.status >= 400 && answer.status < 500 && answer.status !== 429)
      throw new PspCredentialsRefusedError(refusal(answer));
    if (answer.status >= 300) throw refusal(answer);
    return readTokenAnswer(answer.body);
  }

  /** One HTTP exchange within the timeout. Logs method, path (no query), status and time: never headers or bodies. */
  private async exchange(
    method: HttpMethod,
    url: URL,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Exchange> {
    const started = performance.now();
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const entry = { method, path: url.pathname };
    try {
      const response = await this.agent.request({
        origin: url.origin,
        path: url.pathname + url.search,
        method,
        headers,
        body,
        signal,
      });
      const text = await response.body.text();
      this.log.debug(
        { ...entry, status: response.statusCode, ms: Math.round(performance.now() - started) },
        "API Pix call",
      );
      return { status: response.statusCode, headers: response.headers, body: text };
    } catch (error) {
      const kind = signal.aborted || /Timeout/.test((error as Error).name) ? "timeout" : "network";
      this.log.debug(
        {
          ...entry,
          failure: kind,
          code: (error as NodeJS.ErrnoException).code,
          ms: Math.round(performance.now() - started),
        },
        "API Pix call",
      );
      throw new PspTransportError(kind, error);
    }
  }
}

// How the chaos run talks to the app (its public API, as an integrator and an admin would) and to the
// stand-in's control endpoints (the payer's bank and the PSP's own MED devoluções).
import { setTimeout as sleep } from "node:timers/promises";
import { pspRequest, type Tls } from "../psp/testing";

/** An answer, or status 0 when none came (refused connection, reset, timeout). */
export type Answer = { status: number; body: unknown };

/**
 * Statuses a careful client retries with the same Idempotency-Key: no answer, our 500, an unavailable PSP or database.
 */
const RETRIED = new Set([0, 500, 502, 503, 504]);
const RETRY_WAITS_MS = [1_500, 3_000, 6_000];
const REQUEST_TIMEOUT_MS = 30_000;

type Request = { token?: string; body?: unknown; idempotencyKey?: string };

async function once(baseUrl: string, method: string, path: string, request: Request): Promise<Answer> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(request.body !== undefined && { "content-type": "application/json" }),
        ...(request.token && { authorization: `Bearer ${request.token}` }),
        ...(request.idempotencyKey && { "idempotency-key": request.idempotencyKey }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === "" ? undefined : JSON.parse(text);
    } catch {}
    return { status: response.status, body };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
}

/** A signed-in caller of the app's API that logs in again when its token is refused. */
export class AppSession {
  private token: string | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly login: (baseUrl: string) => Promise<string>,
  ) {}

  /**
   * One API call, retried as an integrator would (the same Idempotency-Key) while there is no answer or the answer
   * says to try again; the last answer is returned.
   */
  async call(method: string, path: string, request: Omit<Request, "token"> = {}): Promise<Answer> {
    let answer: Answer = { status: 0, body: "not sent" };
    for (let attempt = 0; attempt <= RETRY_WAITS_MS.length; attempt++) {
      if (attempt > 0) await sleep(RETRY_WAITS_MS[attempt - 1]!);
      try {
        this.token ??= await this.login(this.baseUrl);
      } catch (error) {
        answer = { status: 0, body: `login failed: ${error instanceof Error ? error.message : String(error)}` };
        continue;
      }
      answer = await once(this.baseUrl, method, path, { ...request, token: this.token });
      if (answer.status === 401) {
        this.token = null;
        continue;
      }
      if (!RETRIED.has(answer.status)) return answer;
    }
    return answer;
  }
}

/** A call without a token (a login); throws unless it answers 200. */
export async function publicPost(baseUrl: string, path: string, body: unknown): Promise<unknown> {
  const answer = await once(baseUrl, "POST", path, { body });
  if (answer.status !== 200) throw new Error(`POST ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The stand-in's control endpoints (mutual TLS, no token); a failure to reach them is the harness's, so it throws. */
export function standInControl(controlUrl: string, tls: Tls) {
  return async (method: string, path: string, json?: unknown): Promise<Answer> => {
    const { status, body } = await pspRequest(tls, method, `${controlUrl}${path}`, { json });
    return { status, body };
  };
}

export type Control = ReturnType<typeof standInControl>;

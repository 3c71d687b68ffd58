import "#server-only";
import { AppError } from "@/lib/http/errors";

/** One entry of a problem's `violacoes`: which field broke which rule. */
export type Violation = { razao?: string; propriedade?: string; valor?: string };

/**
 * The PSP refused a call (4xx, or a 5xx or 429 on its way to becoming PspUnavailableError).
 * `type` is the problem type's last path segment ("CobOperacaoInvalida"), or an OAuth2 error code
 * ("invalid_client") from the token URL; undefined when the body was not a problem.
 */
export class ApiPixError extends Error {
  readonly status: number;
  readonly type?: string;
  readonly title?: string;
  readonly detail?: string;
  readonly violations: Violation[];
  readonly correlationId?: string;
  /** The delay a 429 or 503 asked for (Retry-After), in milliseconds. */
  readonly retryAfterMs?: number;

  constructor(fields: {
    status: number;
    type?: string;
    title?: string;
    detail?: string;
    violations?: Violation[];
    correlationId?: string;
    retryAfterMs?: number;
  }) {
    super(
      `API Pix answered ${fields.status}${fields.type ? ` ${fields.type}` : ""}${fields.detail ? `: ${fields.detail}` : ""}`,
    );
    this.name = "ApiPixError";
    this.status = fields.status;
    this.type = fields.type;
    this.title = fields.title;
    this.detail = fields.detail;
    this.violations = fields.violations ?? [];
    this.correlationId = fields.correlationId;
    this.retryAfterMs = fields.retryAfterMs;
  }
}

/** The PSP did not answer: refused or dropped connection, TLS failure, or no answer within the timeout. */
export class PspTransportError extends Error {
  constructor(
    readonly kind: "network" | "timeout",
    cause: unknown,
  ) {
    super(
      kind === "timeout"
        ? "API Pix did not answer in time"
        : `API Pix could not be reached: ${(cause as Error)?.message ?? cause}`,
      { cause },
    );
    this.name = "PspTransportError";
  }
}

/**
 * The PSP is down, unreachable or throttling us, or our circuit breaker is holding calls back:
 * the route wrapper answers 503 PSP_UNAVAILABLE with `Retry-After`. `cause` holds what happened.
 */
export class PspUnavailableError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    cause?: unknown,
  ) {
    super("PSP_UNAVAILABLE", undefined, { headers: { "Retry-After": String(retryAfterSeconds) } });
    this.cause = cause;
  }
}

/** How long a caller is asked to wait while the PSP refuses our credentials: someone has to fix the settings. */
const CREDENTIALS_RETRY_AFTER_SECONDS = 60;

/**
 * The PSP refuses our credentials or scopes: its token URL refuses us, or an API call answers 401 with a fresh token,
 * or 403. No verdict on the operation, which waits, as during an outage, for the settings to be fixed: 503
 * PSP_UNAVAILABLE to callers, who keep their intents.
 */
export class PspCredentialsRefusedError extends PspUnavailableError {
  constructor(readonly refusal: ApiPixError) {
    super(CREDENTIALS_RETRY_AFTER_SECONDS, refusal);
  }
}

/**
 * The PSP answered outside its spec in a field money depends on (an amount, a status, an id): it may have done what
 * was asked, so callers record no failure and keep their intent for the recovery job, which asks again by the same
 * key; the route answers 502 PSP_INVALID_ANSWER. `fields` names what was off, for the log.
 */
export class PspInvalidAnswerError extends AppError {
  constructor(
    readonly operation: string,
    readonly fields: string[],
    cause: unknown,
  ) {
    super("PSP_INVALID_ANSWER");
    this.cause = cause;
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/**
 * Reads an error answer leniently (PSPs vary): RFC 7807 problem+json with `violacoes`, an OAuth2
 * error ({ error, error_description }), Efí's own APIs' { nome, mensagem }, or any other body, kept
 * as the detail (first 200 characters).
 */
export function apiPixErrorFrom(status: number, body: string, retryAfterMs?: number): ApiPixError {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return new ApiPixError({ status, detail: body.trim().slice(0, 200) || undefined, retryAfterMs });
  }
  const problem = (parsed && typeof parsed === "object" ? parsed : {}) as Record<string, unknown>;
  const violations = Array.isArray(problem.violacoes)
    ? problem.violacoes.map((v: Record<string, unknown>) => ({
        razao: text(v?.razao),
        propriedade: text(v?.propriedade),
        valor: v?.valor === undefined ? undefined : String(v.valor),
      }))
    : [];
  return new ApiPixError({
    status,
    type: text(problem.type)?.split("/").filter(Boolean).at(-1) ?? text(problem.error) ?? text(problem.nome),
    title: text(problem.title),
    detail: text(problem.detail) ?? text(problem.error_description) ?? text(problem.mensagem),
    violations,
    correlationId: text(problem.correlationId),
    retryAfterMs,
  });
}

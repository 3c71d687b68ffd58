import "#server-only";
// Retries and the circuit breaker come from cockatiel (3.x: Node >= 16, no dependencies; 4.x needs
// Node 22): a breaker on consecutive failures with a single half-open probe, and retries with
// jittered exponential backoff. opossum 9 (Node 20 to 24) was not chosen: its breaker opens on an
// error percentage over a rolling window, not on consecutive failures, and it does not retry.
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  circuitBreaker,
  handleWhen,
  retry,
  type CircuitBreakerPolicy,
  type IBackoff,
  type IBackoffFactory,
  type IRetryBackoffContext,
  type RetryPolicy,
} from "cockatiel";
import type { Logger } from "pino";
import { ApiPixError, PspTransportError, PspUnavailableError } from "./errors";

/** What says the PSP is down: no answer, or a 5xx. Counted by the breaker. */
export function isOutage(error: unknown): boolean {
  return error instanceof PspTransportError || (error instanceof ApiPixError && error.status >= 500);
}

/** An outage or a 429: worth another try, and a 503 for our caller when the tries run out. */
function isTransient(error: unknown): error is PspTransportError | ApiPixError {
  return isOutage(error) || (error instanceof ApiPixError && error.status === 429);
}

/** Retry-After as milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) ? Math.max(0, ms) : undefined;
}

type RetryContext = IRetryBackoffContext<unknown>;

/** Exponential backoff with jitter, but never sooner than the Retry-After the PSP asked for. */
class RetryAfterBackoff implements IBackoffFactory<RetryContext> {
  constructor(private readonly inner: IBackoffFactory<RetryContext>) {}

  next(context: RetryContext): IBackoff<RetryContext> {
    const step = this.inner.next(context);
    const asked =
      "error" in context.result && context.result.error instanceof ApiPixError
        ? (context.result.error.retryAfterMs ?? 0)
        : 0;
    return { duration: Math.max(step.duration, asked), next: (later) => new RetryAfterBackoff(step).next(later) };
  }
}

export type ResilienceOptions = {
  /** Tries of an idempotent call, the first included. */
  attempts: number;
  retryInitialDelayMs: number;
  /** Longest wait between tries; a Retry-After beyond it is not waited for. */
  retryMaxDelayMs: number;
  breakerThreshold: number;
  breakerCooldownMs: number;
};

// What a 503 asks our caller to wait when neither the PSP nor the breaker says (as for the database).
const DEFAULT_RETRY_AFTER_SECONDS = 5;

/**
 * One breaker per client (so per process): `breakerThreshold` consecutive outages open it, calls
 * then fail at once for `breakerCooldownMs`, after which one call probes (the others wait for its
 * result). The retry policy goes around it, so a call refused by an open breaker is not retried.
 */
export class PspPolicies {
  readonly breaker: CircuitBreakerPolicy;
  readonly retries: RetryPolicy;
  private openedAt = 0;

  constructor(
    private readonly options: ResilienceOptions,
    log: Logger,
  ) {
    this.breaker = circuitBreaker(handleWhen(isOutage), {
      halfOpenAfter: options.breakerCooldownMs,
      breaker: new ConsecutiveBreaker(options.breakerThreshold),
    });
    this.breaker.onBreak(() => {
      this.openedAt = Date.now();
      log.warn(
        { cooldownMs: options.breakerCooldownMs },
        "API Pix circuit opened: calls fail fast until the cool-down ends",
      );
    });
    this.breaker.onReset(() => log.info("API Pix circuit closed"));
    const retryable = (error: Error) =>
      isTransient(error) && !(error instanceof ApiPixError && (error.retryAfterMs ?? 0) > options.retryMaxDelayMs);
    this.retries = retry(handleWhen(retryable), {
      maxAttempts: options.attempts - 1,
      backoff: new RetryAfterBackoff(
        new ExponentialBackoff({ initialDelay: options.retryInitialDelayMs, maxDelay: options.retryMaxDelayMs }),
      ),
    });
  }

  /** What a failed call throws: a transient failure or an open breaker becomes the 503 PspUnavailableError. */
  failure(error: unknown): unknown {
    if (error instanceof BrokenCircuitError || (isTransient(error) && this.breaker.state === CircuitState.Open)) {
      return new PspUnavailableError(
        Math.max(1, Math.ceil((this.openedAt + this.options.breakerCooldownMs - Date.now()) / 1000)),
        error,
      );
    }
    if (!isTransient(error)) return error;
    const asked = error instanceof ApiPixError ? error.retryAfterMs : undefined;
    return new PspUnavailableError(
      asked === undefined ? DEFAULT_RETRY_AFTER_SECONDS : Math.max(1, Math.ceil(asked / 1000)),
      error,
    );
  }
}

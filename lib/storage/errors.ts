import "#server-only";
import { AppError } from "@/lib/http/errors";

// What a 503 asks the caller to wait, as for the database: long enough for a restart or a failover.
const RETRY_AFTER_SECONDS = 5;

/**
 * The object store did not answer (refused or dropped connection, timeout) or answered 5xx or 429 after the SDK's
 * retries: the route wrapper answers 503 STORAGE_UNAVAILABLE with Retry-After. `cause` holds what happened.
 */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super("STORAGE_UNAVAILABLE", undefined, { headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } });
    this.cause = cause;
  }
}

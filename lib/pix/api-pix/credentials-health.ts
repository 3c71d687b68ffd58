import "#server-only";
import type { Logger } from "pino";
import type { ApiPixError } from "./errors";

// Every call fails while the PSP refuses our credentials: one line a minute says so, not one a call.
const REPORT_EVERY_MS = 60_000;

/** Where a refusal is kept for others to see (the admin home): the database, shared by the web and worker processes. */
export type CredentialsRefusalStore = {
  record(refusal: string): Promise<void>;
  clear(): Promise<void>;
};

/** "401 invalid_client": what the PSP said, without its wording (which may quote what we sent). */
export const refusalOf = (error: ApiPixError) => `${error.status}${error.type ? ` ${error.type}` : ""}`;

/**
 * Whether the PSP accepts our credentials, as one client sees it: a refusal is logged and recorded at most once a
 * minute, and forgotten on the next call that gets through. A process that never saw the refusal clears the record
 * too (at most once a minute), since another process may have written it.
 */
export class CredentialsHealth {
  private refusing = false;
  private reportedAt = Number.NEGATIVE_INFINITY;
  private clearedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly log: Logger,
    private readonly store?: CredentialsRefusalStore,
  ) {}

  async refused(error: ApiPixError): Promise<void> {
    this.refusing = true;
    const now = Date.now();
    if (now - this.reportedAt < REPORT_EVERY_MS) return;
    this.reportedAt = now;
    const refusal = refusalOf(error);
    this.log.error(
      { psp: refusal, detail: error.detail },
      "the PSP refuses our credentials: check PIX_CLIENT_ID, PIX_CLIENT_SECRET, the client certificate and the scopes the PSP granted; charges, refunds and payouts wait meanwhile",
    );
    await this.store
      ?.record(refusal)
      .catch((failure: unknown) => this.log.warn({ err: failure }, "could not record the PSP's refusal"));
  }

  async accepted(): Promise<void> {
    const now = Date.now();
    if (!this.refusing && now - this.clearedAt < REPORT_EVERY_MS) return;
    if (this.refusing) this.log.info("the PSP accepts our credentials again");
    this.refusing = false;
    this.reportedAt = Number.NEGATIVE_INFINITY;
    this.clearedAt = now;
    await this.store
      ?.clear()
      .catch((failure: unknown) => this.log.warn({ err: failure }, "could not clear the PSP's refusal"));
  }
}

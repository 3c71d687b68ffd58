import "#server-only";
/** A payout of a withdrawal: what the PSP is to send, and to which key. */
export type PayoutRequest = {
  withdrawalId: string;
  /** centavos sent to the key */
  amount: number;
  pixKey: string;
  pixKeyType: "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "EVP";
};

/** Money of a payout that came back: the receiving bank returned (part of) the Pix sent. */
export type PayoutReturn = {
  /** The PSP's id of this return (the SPI's rtrId at Efí): each is booked once. */
  returnId: string;
  /** centavos */
  amount: number;
  returnedAt: Date;
};

/** A payout as the PSP reports it (never taken from a notification's body alone). */
export type SentPayout = {
  /** Efí's idEnvio, or the sandbox's id. */
  payoutId: string;
  endToEndId: string | null;
  /** centavos */
  amount: number;
  status: "PROCESSING" | "DONE" | "FAILED";
  requestedAt: Date;
  settledAt: Date | null;
  failureReason: string | null;
  /** The returns done so far, where the provider reports them (a read of the payout); absent: none reported. */
  returns?: PayoutReturn[];
};

/**
 * What every payout provider offers: sending Pix is no part of Banco Central's API Pix, so each PSP has its own API.
 */
export interface PayoutProvider {
  readonly name: string;
  /**
   * Keyed by the id derived from withdrawalId: a repeat never makes a second payout, but the PSP may answer it as the
   * same payout or refuse it as an id already used. One ask, never retried inside: throws AppError 4xx when refused,
   * 503 PSP_UNAVAILABLE (or another error) when the answer did not come, in which case the payout may exist.
   */
  sendPayout(request: PayoutRequest): Promise<SentPayout>;
  /** null when the PSP does not know it (never sent). */
  getPayout(withdrawalId: string): Promise<SentPayout | null>;
  /** Every payout the PSP sent (any status) requested in [from, to], every page. */
  listSentPayouts(from: Date, to: Date): Promise<SentPayout[]>;
}

import "#server-only";
/** A charge the provider issued for one payment. */
export type Charge = { chargeId: string; qrCode: string };

export type ChargeRequest = {
  /** Our key for the charge: asking again with the same txid is the same charge. */
  txid: string;
  /** centavos */
  amount: number;
  /** When we first asked: with expiresAt, the same expiry in seconds on every repeat of the call. */
  createdAt: Date;
  expiresAt: Date;
  payer: { name: string; documentType: "CPF" | "CNPJ"; documentNumber: string };
  /** What the payer's bank shows (the link's description), if any. */
  description: string | null;
  merchantName: string;
  merchantCity: string;
};

export type RefundRequest = {
  /** The devolução's id, ours: asking again with it is the same devolução. */
  refundId: string;
  /** The charge the PIX paid; null for a PIX sent to the key without one. */
  chargeId: string | null;
  /** The paid PIX's end-to-end id, where the provider knows it. */
  endToEndId: string | null;
  /** centavos */
  amount: number;
  reason: string | null;
};

export type RefundOutcome =
  { status: "PROCESSING" } | { status: "DONE"; at: Date } | { status: "FAILED"; reason: string };

/** A devolução as the provider reports it: ours (by the id we gave it) or one it started (MED). */
export type ProviderRefund = { refundId: string; amount: number; nature: string; outcome: RefundOutcome };

/** A PIX the provider received, as it reports it (never taken from a notification's body alone). */
export type ReceivedPix = {
  endToEndId: string;
  /** The charge it paid; null for a PIX sent to the key without a charge. */
  txid: string | null;
  /** centavos */
  amount: number;
  paidAt: Date;
  refunds: ProviderRefund[];
};

/** Where a charge stands at the provider. */
export type ChargeState =
  { status: "ACTIVE" } | { status: "PAID"; pix: ReceivedPix[] } | { status: "REMOVED" } | { status: "NOT_FOUND" };

type EventBase = { id: string; amount: number; occurredAt: Date; raw: unknown };

export type ChargeEvent = EventBase & {
  kind: "charge";
  type: "charge.pending" | "charge.paid" | "charge.expired";
  chargeId: string;
};
export type PayoutEvent = EventBase & {
  kind: "payout";
  type: "payout.completed" | "payout.failed";
  payoutId: string;
  reason: string | null;
};

/**
 * A verified callback from a provider, reduced to what settlement needs (the sandbox's payouts, lib/payouts/sandbox.ts,
 * are settled by it too).
 */
export type ProviderEvent = ChargeEvent | PayoutEvent;

/**
 * What a provider reports, whichever door it came through (a signed callback, a notification read
 * back, a poll, the reconciliation): facts only. lib/payments (settleProviderFact) decides what they do.
 */
export type ProviderFact =
  | { kind: "charge.callback"; provider: string; event: ChargeEvent }
  /** A PIX received, read back from the provider; null when the provider does not know it. */
  | { kind: "pix.read"; provider: string; pix: ReceivedPix | null }
  | { kind: "payout.callback"; provider: string; event: PayoutEvent }
  /**
   * A PSP's notice that a payout changed: a hint, read back from the PSP by the withdrawal's id; null when it names no
   * payout of ours.
   */
  | { kind: "payout.notice"; provider: string; withdrawalId: string | null };

export type PayoutFact = Extract<ProviderFact, { kind: "payout.callback" | "payout.notice" }>;

/** What every PIX provider offers; the sandbox and real ones sit behind the same interface. */
export interface PixProvider {
  readonly name: string;
  /** Issues the charge, or answers the one already issued under the same txid. */
  createCharge(request: ChargeRequest): Promise<Charge>;
  /**
   * Withdraws an unpaid charge and says where it then stands: REMOVED (or NOT_FOUND), or PAID when
   * the payer was quicker, in which case the payment is to be settled, not cancelled.
   */
  cancelCharge(txid: string): Promise<ChargeState>;
  getCharge(txid: string): Promise<ChargeState>;
  /** A PIX by its end-to-end id, read from the provider; null when it does not know it. */
  getReceivedPix(endToEndId: string): Promise<ReceivedPix | null>;
  /** The PIX received in [from, to], every page; with `withRefunds`, only those with a devolução. */
  listReceivedPix(from: Date, to: Date, filter?: { withRefunds: true }): Promise<ReceivedPix[]>;
  /**
   * Asks for a devolução (or answers the one already asked for under the same id). `onUnanswered` is told of each try
   * that got no answer or a 5xx (the devolução may exist all the same) before the provider tries again or gives up.
   */
  requestRefund(request: RefundRequest, onUnanswered?: () => void): Promise<RefundOutcome>;
  /** A devolução as the provider has it now; null when it has none under this id. */
  getRefund(request: RefundRequest): Promise<RefundOutcome | null>;
  /** Checks the signature over the raw body; throws AppError INVALID_SIGNATURE when it does not hold. */
  verifyCallback(rawBody: string, headers: Headers): ProviderEvent;
}

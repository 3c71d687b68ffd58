/** A charge the provider issued for one payment. */
export type Charge = { chargeId: string; qrCode: string };

export type ChargeRequest = {
  /** Our key for the charge: asking again with the same txid is the same charge. */
  txid: string;
  /** centavos */
  amount: number;
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
  chargeId: string;
  /** The paid PIX's end-to-end id, where the provider knows it. */
  endToEndId: string | null;
  /** centavos */
  amount: number;
  reason: string | null;
};

export type RefundOutcome = { status: "PROCESSING" } | { status: "DONE"; at: Date } | { status: "FAILED"; reason: string };

export type PayoutRequest = {
  withdrawalId: string;
  /** centavos sent to the key */
  amount: number;
  pixKey: string;
  pixKeyType: "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "EVP";
};

type EventBase = { id: string; amount: number; occurredAt: Date; raw: unknown };

export type ChargeEvent = EventBase & { kind: "charge"; type: "charge.pending" | "charge.paid" | "charge.expired"; chargeId: string };
export type PayoutEvent = EventBase & { kind: "payout"; type: "payout.completed" | "payout.failed"; payoutId: string; reason: string | null };

/** A verified callback from a provider, reduced to what settlement needs. */
export type ProviderEvent = ChargeEvent | PayoutEvent;

/** What every PIX provider offers; the sandbox and real ones sit behind the same interface. */
export interface PixProvider {
  readonly name: string;
  /** Issues the charge, or answers the one already issued under the same txid. */
  createCharge(request: ChargeRequest): Promise<Charge>;
  /** Withdraws an unpaid charge; one the provider does not know is already gone. */
  cancelCharge(txid: string): Promise<void>;
  /** Asks for a devolução (or answers the one already asked for under the same id). */
  requestRefund(request: RefundRequest): Promise<RefundOutcome>;
  getRefund(request: RefundRequest): Promise<RefundOutcome>;
  /** Starts a payout; its outcome arrives later as a payout callback. */
  sendPayout(request: PayoutRequest): Promise<{ payoutId: string }>;
  /** Checks the signature over the raw body; throws AppError INVALID_SIGNATURE when it does not hold. */
  verifyCallback(rawBody: string, headers: Headers): ProviderEvent;
}

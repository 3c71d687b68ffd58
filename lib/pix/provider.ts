/** A charge the provider issued for one payment. */
export type Charge = { chargeId: string; qrCode: string };

export type ChargeRequest = {
  paymentId: string;
  txid: string;
  /** centavos */
  amount: number;
  expiresAt: Date;
  merchantName: string;
  merchantCity: string;
};

/** A verified callback from a provider, reduced to what settlement needs. */
export type ProviderEvent =
  | { id: string; type: "charge.pending" | "charge.paid" | "charge.expired"; chargeId: string; amount: number; occurredAt: Date; raw: unknown };

/** What every PIX provider offers; the sandbox and real ones sit behind the same interface. */
export interface PixProvider {
  readonly name: string;
  createCharge(request: ChargeRequest): Promise<Charge>;
  refundCharge(chargeId: string, amount: number): Promise<void>;
  /** Checks the signature over the raw body; throws AppError INVALID_SIGNATURE when it does not hold. */
  verifyCallback(rawBody: string, headers: Headers): ProviderEvent;
}

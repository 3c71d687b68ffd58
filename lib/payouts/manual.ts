import "#server-only";
import type { PayoutProvider, PayoutRequest, SentPayout } from "./provider";

export const MANUAL_PAYOUT_PROVIDER = "manual";

/**
 * No PSP: an admin makes each payout at the bank and records how it ended (lib/withdrawals/manual-payouts.ts). Sending
 * one only says it waits for them, the same for the same withdrawal; nothing is kept here to be read back or listed.
 */
export class ManualPayoutProvider implements PayoutProvider {
  readonly name = MANUAL_PAYOUT_PROVIDER;

  async sendPayout(request: PayoutRequest): Promise<SentPayout> {
    return {
      payoutId: `manual_${request.withdrawalId}`,
      endToEndId: null,
      amount: request.amount,
      status: "PROCESSING",
      requestedAt: new Date(),
      settledAt: null,
      failureReason: null,
    };
  }

  async getPayout(): Promise<SentPayout | null> {
    return null;
  }

  async listSentPayouts(): Promise<SentPayout[]> {
    return [];
  }
}

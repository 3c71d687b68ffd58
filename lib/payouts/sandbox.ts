import "#server-only";
import type { PayoutProvider, PayoutRequest, SentPayout } from "./provider";

const payoutIdOf = (withdrawalId: string) => `sbx_po_${withdrawalId}`;

function processing(withdrawalId: string, amount: number): SentPayout {
  return {
    payoutId: payoutIdOf(withdrawalId),
    endToEndId: null,
    amount,
    status: "PROCESSING",
    requestedAt: new Date(),
    settledAt: null,
    failureReason: null,
  };
}

/**
 * Accepts every payout (the same one for the same withdrawal) and keeps no record: it holds no real
 * money, and its signed callbacks, played by the sandbox control endpoints, complete or fail them.
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = "sandbox";

  async sendPayout(request: PayoutRequest): Promise<SentPayout> {
    return processing(request.withdrawalId, request.amount);
  }

  /** It keeps no record, so it knows none: the poller sends it again by the same id, which changes nothing. */
  async getPayout(): Promise<SentPayout | null> {
    return null;
  }

  async listSentPayouts(): Promise<SentPayout[]> {
    return [];
  }
}

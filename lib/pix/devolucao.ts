import "#server-only";
import { AppError } from "@/lib/http/errors";
import type { PixProvider, RefundOutcome, RefundRequest } from "./provider";

/**
 * A refusal with no devolução behind it. `unanswered`: a try of this call got no answer (or a 5xx) before it, so the
 * devolução may exist where the provider does not show it yet (reads that lag its writes).
 */
export type DevolucaoRefusal = { refusal: AppError; unanswered: boolean };

export type DevolucaoAnswer = { outcome: RefundOutcome } | DevolucaoRefusal;

/**
 * Asks for a devolução by its id (a repeat is the same one) and says what became of it. A refusal
 * counts only when the provider has no devolução under that id: after an answer lost on the way (a
 * timeout, a crash, two job runners), the repeat is refused as "um {id} já utilizado" though the
 * payer has the money, so the devolução is read back first. Unavailable: thrown, the id kept for a retry.
 */
export async function askForDevolucao(provider: PixProvider, request: RefundRequest): Promise<DevolucaoAnswer> {
  let unanswered = false;
  try {
    return { outcome: await provider.requestRefund(request, () => (unanswered = true)) };
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    const existing = await provider.getRefund(request);
    return existing ? { outcome: existing } : { refusal: error, unanswered };
  }
}

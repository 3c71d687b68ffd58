import "#server-only";
import { AppError } from "@/lib/http/errors";
import type { PixProvider, RefundOutcome, RefundRequest } from "./provider";

export type DevolucaoAnswer = { outcome: RefundOutcome } | { refusal: AppError };

/**
 * Asks for a devolução by its id (a repeat is the same one) and says what became of it. A refusal
 * counts only when the provider has no devolução under that id: after an answer lost on the way (a
 * timeout, a crash, two job runners), the repeat is refused as "um {id} já utilizado" though the
 * payer has the money, so the devolução is read back first. Unavailable: thrown, the id kept for a retry.
 */
export async function askForDevolucao(provider: PixProvider, request: RefundRequest): Promise<DevolucaoAnswer> {
  try {
    return { outcome: await provider.requestRefund(request) };
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    const existing = await provider.getRefund(request);
    return existing ? { outcome: existing } : { refusal: error };
  }
}

import "#server-only";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { recordProviderEvent, setProviderEventOutcome } from "./queries/settlement";
import type { CallbackOutcome } from "./settlement";

/** A provider's event as recorded: its id at the provider (unique per provider), what it is, and what it is about. */
export type RecordedEvent = { eventId: string; type: string; reference: string | null; payload: unknown };

/**
 * Applies a provider's event once: it is recorded under its id in the transaction that applies it,
 * so a replay or a concurrent duplicate finds the row and changes nothing.
 */
export async function applyProviderEventOnce<Outcome extends CallbackOutcome>(
  provider: string,
  event: RecordedEvent,
  apply: (tx: Tx) => Promise<Outcome>,
): Promise<Outcome | "duplicate"> {
  return transaction(async (tx) => {
    const [recorded] = await recordProviderEvent(tx, provider, event);
    if (!recorded) return "duplicate";
    const outcome = await apply(tx);
    await setProviderEventOutcome(tx, recorded, outcome);
    return outcome;
  });
}

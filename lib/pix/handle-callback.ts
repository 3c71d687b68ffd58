import { db } from "@/lib/db/client";
import { applyChargeEvent, type CallbackOutcome } from "@/lib/payments/settlement";
import { applyPayoutEvent } from "@/lib/withdrawals/payouts";
import { providerNamed } from "./providers";

/**
 * A provider callback: signature checked over the raw body, then the event recorded once under
 * its id (a replay or a concurrent duplicate finds the row and changes nothing) and applied in the
 * same transaction.
 */
export async function handleProviderCallback(providerName: string, rawBody: string, headers: Headers) {
  const provider = providerNamed(providerName);
  const event = provider.verifyCallback(rawBody, headers);
  const reference = event.kind === "charge" ? event.chargeId : event.payoutId;
  return db().$transaction(async (tx) => {
    const inserted = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO provider_events (id, provider, "eventId", type, reference, payload, outcome)
      VALUES (gen_random_uuid(), ${provider.name}, ${event.id}, ${event.type}, ${reference}, ${JSON.stringify(event.raw)}::jsonb, 'received')
      ON CONFLICT (provider, "eventId") DO NOTHING
      RETURNING id`;
    if (inserted.length === 0) return { received: true, outcome: "duplicate" as CallbackOutcome };
    const outcome = event.kind === "charge" ? await applyChargeEvent(tx, provider.name, event) : await applyPayoutEvent(tx, provider.name, event);
    await tx.$executeRaw`UPDATE provider_events SET outcome = ${outcome} WHERE id = ${inserted[0]!.id}::uuid`;
    return { received: true, outcome };
  });
}

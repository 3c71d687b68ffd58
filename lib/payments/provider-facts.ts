import "#server-only";
import { type PixNotificationSchema, readPixNotification } from "@/lib/pix/api-pix/notifications";
import type { ProviderFact } from "@/lib/pix/provider";
import { readProviderCallback } from "@/lib/pix/read-callback";
import { settlePayoutFact } from "@/lib/withdrawals/payouts";
import type { z } from "@/lib/zod";
import { applyProviderEventOnce } from "./provider-events";
import { settleReceivedPix } from "./received-pix";
import { applyChargeEvent, type CallbackOutcome } from "./settlement";

/**
 * The one way a provider's fact reaches our books, whichever door it came through (a signed
 * callback, a notification, the poller, the reconciliation): charges and PIX received are settled
 * here, payouts by lib/withdrawals (settlePayoutFact).
 */
export async function settleProviderFact(fact: ProviderFact): Promise<CallbackOutcome> {
  switch (fact.kind) {
    case "charge.callback": {
      const { provider, event } = fact;
      return applyProviderEventOnce(
        provider,
        { eventId: event.id, type: event.type, reference: event.chargeId, payload: event.raw },
        (tx) => applyChargeEvent(tx, provider, event),
      );
    }
    case "pix.read":
      return fact.pix ? settleReceivedPix(fact.provider, fact.pix) : "unknown_reference";
    case "payout.callback":
    case "payout.notice":
      return settlePayoutFact(fact);
  }
}

/**
 * A provider's signed callback: its provider checks the signature over the raw body, then its event is settled once
 * under its id.
 */
export async function receiveProviderCallback(providerName: string, rawBody: string, headers: Headers) {
  return { received: true, outcome: await settleProviderFact(readProviderCallback(providerName, rawBody, headers)) };
}

/** An API Pix notification: each PIX it names, read back from the PSP, settled once, in order. */
export async function receivePixNotification(secret: string, body: z.infer<typeof PixNotificationSchema>) {
  const outcomes: { endToEndId?: string; idEnvio?: string; outcome: CallbackOutcome }[] = [];
  for await (const { fact, ...named } of readPixNotification(secret, body))
    outcomes.push({ ...named, outcome: await settleProviderFact(fact) });
  return { received: body.pix.length, outcomes };
}

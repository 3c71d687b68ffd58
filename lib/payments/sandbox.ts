import "#server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { sandboxProvider } from "@/lib/pix/providers";
import { assertSandboxEnabled, payAtPspStandIn, type SandboxCallback } from "@/lib/pix/sandbox-control";
import { paymentsWithLink } from "./payment-rows";
import { receiveProviderCallback, settleProviderFact } from "./provider-facts";
import type { CallbackOutcome } from "./settlement";

/**
 * Applies one of the sandbox's signed callbacks through the door of a real provider's callback, in
 * process: settlement takes the real callback's path, and no URL is ever built from a request
 * (posting to the request's own origin let any caller aim the server at any host and port).
 */
export async function applySandboxCallback(event: SandboxCallback): Promise<CallbackOutcome> {
  const callback = sandboxProvider().signedCallback(event);
  const { outcome } = await receiveProviderCallback(
    sandboxProvider().name,
    callback.body,
    new Headers(callback.headers),
  );
  return outcome;
}

export async function applySandboxCallbacks(events: SandboxCallback[]) {
  const callbacks = [];
  for (const event of events) callbacks.push({ type: event.type, outcome: await applySandboxCallback(event) });
  return callbacks;
}

/**
 * "The buyer paid": the PIX is seen, then settled. A charge issued through API Pix is paid at the
 * PSP stand-in, which notifies us; the PIX is also read back here at once, as the poller would,
 * so the answer says what settlement did (duplicate when the notification was quicker).
 */
export async function simulateSandboxPayment(paymentId: string) {
  assertSandboxEnabled();
  const [payment] = await paymentsWithLink(db(), { id: paymentId });
  if (payment?.purchaser === "api-pix") {
    return {
      paymentId,
      callbacks: [
        { type: "charge.paid" as const, outcome: await settleProviderFact(await payAtPspStandIn(payment.txid)) },
      ],
    };
  }
  if (!payment || payment.purchaser !== "sandbox" || !payment.providerChargeId) throw new AppError("NOT_FOUND");
  const chargeId = payment.providerChargeId;
  const callbacks = await applySandboxCallbacks([
    { type: "charge.pending", chargeId, amount: payment.amount },
    { type: "charge.paid", chargeId, amount: payment.amount },
  ]);
  return { paymentId, callbacks };
}

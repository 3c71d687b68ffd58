import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import type { CallbackOutcome } from "@/lib/payments/settlement";
import { settleReceivedPix } from "@/lib/payments/received-pix";
import { providerNamed, sandboxProvider } from "@/lib/pix/providers";
import { EFI_PAYOUT_PROVIDER, idEnvioOf } from "@/lib/payouts/efi/provider";
import { applyPayoutNotice } from "@/lib/withdrawals/payouts";
import { payAtStandIn, settleEnvioAtStandIn } from "./api-pix/stand-in-payer";
import type { SandboxProvider } from "@/lib/pix/sandbox-provider";
import { handleProviderCallback } from "./handle-callback";

export function assertSandboxEnabled() {
  const { NODE_ENV, SANDBOX } = env();
  if (NODE_ENV === "production" && SANDBOX !== "1") throw new AppError("NOT_FOUND");
}

export type SandboxCallback = Parameters<SandboxProvider["signedCallback"]>[0];

/**
 * Applies one of the sandbox's signed callbacks through the handler of the provider webhook route,
 * in process: settlement takes the real callback's path, and no URL is ever built from a request
 * (posting to the request's own origin let any caller aim the server at any host and port).
 */
export async function applySandboxCallback(event: SandboxCallback): Promise<CallbackOutcome> {
  const callback = sandboxProvider().signedCallback(event);
  const { outcome } = await handleProviderCallback(sandboxProvider().name, callback.body, new Headers(callback.headers));
  return outcome;
}

async function applyAll(events: SandboxCallback[]) {
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
  const payment = await db().payment.findUnique({ where: { id: paymentId } });
  if (payment?.purchaser === "api-pix") {
    const { endToEndId } = await payAtStandIn(payment.txid);
    const pix = await providerNamed("api-pix").getReceivedPix(endToEndId);
    return { paymentId, callbacks: [{ type: "charge.paid" as const, outcome: pix ? await settleReceivedPix("api-pix", pix) : ("unknown_reference" as const) }] };
  }
  if (!payment || payment.purchaser !== "sandbox" || !payment.providerChargeId) throw new AppError("NOT_FOUND");
  const chargeId = payment.providerChargeId;
  const callbacks = await applyAll([
    { type: "charge.pending", chargeId, amount: payment.amount },
    { type: "charge.paid", chargeId, amount: payment.amount },
  ]);
  return { paymentId, callbacks };
}

/**
 * "The payout reached the key" (or did not). A payout sent through Efí's API is settled at the PSP
 * stand-in, which notifies us; it is also read back here at once, so the answer says what happened.
 */
export async function simulateSandboxPayout(withdrawalId: string, outcome: "completed" | "failed") {
  assertSandboxEnabled();
  const withdrawal = await db().withdrawal.findUnique({ where: { id: withdrawalId } });
  if (withdrawal?.provider === EFI_PAYOUT_PROVIDER) {
    const type = outcome === "completed" ? ("payout.completed" as const) : ("payout.failed" as const);
    if (withdrawal.status !== "PROCESSING") return { withdrawalId, callbacks: [{ type, outcome: "ignored" as CallbackOutcome }] };
    await settleEnvioAtStandIn(idEnvioOf(withdrawal.id), outcome === "completed" ? "REALIZADO" : "NAO_REALIZADO");
    const applied = await applyPayoutNotice(EFI_PAYOUT_PROVIDER, withdrawal.id);
    // It was PROCESSING until this settlement: "duplicate" only says the stand-in's notification applied it first.
    return { withdrawalId, callbacks: [{ type, outcome: applied === "duplicate" ? ("applied" as CallbackOutcome) : applied }] };
  }
  if (!withdrawal || withdrawal.provider !== "sandbox" || !withdrawal.providerPayoutId) throw new AppError("NOT_FOUND");
  const base = { payoutId: withdrawal.providerPayoutId, amount: withdrawal.netAmount };
  const event: SandboxCallback =
    outcome === "completed" ? { ...base, type: "payout.completed" } : { ...base, type: "payout.failed", reason: "Chave PIX não encontrada no banco de destino" };
  return { withdrawalId, callbacks: await applyAll([event]) };
}

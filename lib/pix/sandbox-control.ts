import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { sandboxProvider } from "@/lib/pix/providers";
import type { SandboxProvider } from "@/lib/pix/sandbox-provider";

export function assertSandboxEnabled() {
  const { NODE_ENV, SANDBOX } = env();
  if (NODE_ENV === "production" && SANDBOX !== "1") throw new AppError("NOT_FOUND");
}

type SandboxCallback = Parameters<SandboxProvider["signedCallback"]>[0];

/** Sends the sandbox's signed callbacks to this server's provider webhook, the path a real provider's take. */
async function deliver(origin: string, events: SandboxCallback[]) {
  const outcomes = [];
  for (const event of events) {
    const callback = sandboxProvider().signedCallback(event);
    const response = await fetch(`${origin}/api/v1/providers/sandbox/webhook`, { method: "POST", headers: callback.headers, body: callback.body });
    if (!response.ok) throw new AppError("INTERNAL_ERROR", `O webhook respondeu ${response.status}.`);
    outcomes.push({ type: event.type, ...((await response.json()) as { outcome: string }) });
  }
  return outcomes;
}

/** "The buyer paid": the PIX is seen, then settled. */
export async function simulateSandboxPayment(paymentId: string, origin: string) {
  assertSandboxEnabled();
  const payment = await db().payment.findUnique({ where: { id: paymentId } });
  if (!payment || payment.purchaser !== "sandbox" || !payment.providerChargeId) throw new AppError("NOT_FOUND");
  const chargeId = payment.providerChargeId;
  const callbacks = await deliver(origin, [
    { type: "charge.pending", chargeId, amount: payment.amount },
    { type: "charge.paid", chargeId, amount: payment.amount },
  ]);
  return { paymentId, callbacks };
}

/** "The payout reached the key" (or did not). */
export async function simulateSandboxPayout(withdrawalId: string, outcome: "completed" | "failed", origin: string) {
  assertSandboxEnabled();
  const withdrawal = await db().withdrawal.findUnique({ where: { id: withdrawalId } });
  if (!withdrawal || withdrawal.provider !== "sandbox" || !withdrawal.providerPayoutId) throw new AppError("NOT_FOUND");
  const base = { payoutId: withdrawal.providerPayoutId, amount: withdrawal.netAmount };
  const event: SandboxCallback =
    outcome === "completed" ? { ...base, type: "payout.completed" } : { ...base, type: "payout.failed", reason: "Chave PIX não encontrada no banco de destino" };
  return { withdrawalId, callbacks: await deliver(origin, [event]) };
}

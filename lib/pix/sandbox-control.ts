import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { sandboxProvider } from "@/lib/pix/providers";

export function assertSandboxEnabled() {
  const { NODE_ENV, SANDBOX } = env();
  if (NODE_ENV === "production" && SANDBOX !== "1") throw new AppError("NOT_FOUND");
}

/**
 * "The buyer paid": the sandbox sends its signed callbacks (PIX seen, then settled) to this
 * server's provider webhook, the same path a real provider's callbacks take.
 */
export async function simulateSandboxPayment(paymentId: string, origin: string) {
  assertSandboxEnabled();
  const payment = await db().payment.findUnique({ where: { id: paymentId } });
  if (!payment || payment.purchaser !== "sandbox" || !payment.providerChargeId) throw new AppError("NOT_FOUND");
  const outcomes = [];
  for (const type of ["charge.pending", "charge.paid"] as const) {
    const callback = sandboxProvider().signedCallback({ type, chargeId: payment.providerChargeId, amount: payment.amount });
    const response = await fetch(`${origin}/api/v1/providers/sandbox/webhook`, { method: "POST", headers: callback.headers, body: callback.body });
    if (!response.ok) throw new AppError("INTERNAL_ERROR", `O webhook respondeu ${response.status}.`);
    outcomes.push({ type, ...((await response.json()) as { outcome: string }) });
  }
  return { paymentId, callbacks: outcomes };
}

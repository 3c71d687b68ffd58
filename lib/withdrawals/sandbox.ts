import "#server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { applySandboxCallbacks } from "@/lib/payments/sandbox";
import type { CallbackOutcome } from "@/lib/payments/settlement";
import { EFI_PAYOUT_PROVIDER } from "@/lib/payouts/efi/provider";
import { assertSandboxEnabled, type SandboxCallback, settleAtPspStandIn } from "@/lib/pix/sandbox-control";
import { settlePayoutFact } from "./payouts";

/**
 * "The payout reached the key" (or did not). A payout sent through Efí's API is settled at the PSP
 * stand-in, which notifies us; it is also read back here at once, so the answer says what happened.
 */
export async function simulateSandboxPayout(withdrawalId: string, outcome: "completed" | "failed") {
  assertSandboxEnabled();
  const withdrawal = await db().withdrawal.findUnique({ where: { id: withdrawalId } });
  if (withdrawal?.provider === EFI_PAYOUT_PROVIDER) {
    const type = outcome === "completed" ? ("payout.completed" as const) : ("payout.failed" as const);
    if (withdrawal.status !== "PROCESSING")
      return { withdrawalId, callbacks: [{ type, outcome: "ignored" as CallbackOutcome }] };
    const applied = await settlePayoutFact(await settleAtPspStandIn(withdrawal.id, outcome));
    // It was PROCESSING until this settlement: "duplicate" only says the stand-in's notification applied it first.
    return {
      withdrawalId,
      callbacks: [{ type, outcome: applied === "duplicate" ? ("applied" as CallbackOutcome) : applied }],
    };
  }
  if (!withdrawal || withdrawal.provider !== "sandbox" || !withdrawal.providerPayoutId) throw new AppError("NOT_FOUND");
  const base = { payoutId: withdrawal.providerPayoutId, amount: withdrawal.netAmount };
  const event: SandboxCallback =
    outcome === "completed"
      ? { ...base, type: "payout.completed" }
      : { ...base, type: "payout.failed", reason: "Chave PIX não encontrada no banco de destino" };
  return { withdrawalId, callbacks: await applySandboxCallbacks([event]) };
}

import type { CallbackOutcome } from "@/lib/payments/settlement";
import { z } from "@/lib/zod";

const OUTCOMES = {
  applied: "the event changed the payment or withdrawal",
  duplicate: "an event with this id was applied before",
  ignored: "the payment or withdrawal was past the state this event moves it from",
  amount_mismatch: "the amount differs from the charge's or payout's; nothing changed",
  unknown_reference: "no payment or withdrawal carries this provider reference",
  paid_after_cancel: "the PIX paid a charge already cancelled or expired; kept for the admin to return",
} satisfies Record<CallbackOutcome, string>;

const SandboxCallbackSchema = z.object({
  type: z.enum(["charge.pending", "charge.paid", "payout.completed", "payout.failed"]).meta({ description: "The provider event the sandbox played" }),
  outcome: z.enum(Object.keys(OUTCOMES) as [CallbackOutcome, ...CallbackOutcome[]]).meta({
    description: `What settlement did with it: ${Object.entries(OUTCOMES).map(([outcome, meaning]) => `${outcome}, ${meaning}`).join("; ")}.`,
  }),
});

const description = "The signed provider callbacks the sandbox applied, in order, each through the same settlement as a real provider's callback.";

export const SandboxPaymentResultSchema = z
  .object({ paymentId: z.uuid(), callbacks: z.array(SandboxCallbackSchema) })
  .meta({ id: "SandboxPaymentResult", description });

export const SandboxPayoutResultSchema = z
  .object({ withdrawalId: z.uuid(), callbacks: z.array(SandboxCallbackSchema) })
  .meta({ id: "SandboxPayoutResult", description });

export type SandboxPayoutResult = z.infer<typeof SandboxPayoutResultSchema>;

import "#server-only";
import type { Tx } from "@/lib/db/client";
import type { PaymentStatus } from "@/lib/db/generated/enums";
import { emitEvent, emitEvents, type SellerEvent } from "@/lib/events/emit-event";
import type { ChargeEvent } from "@/lib/pix/provider";
import { recordStatusChange } from "@/lib/reports/payment-stats";
import { bookConfirmedPayment } from "./confirm-payment";
import { expirePayment } from "./lifecycle";
import { queuePaidEmails } from "./payment-emails";
import { lockPaymentWithLink } from "./payment-rows";
import { finishPayment, markPaymentPending } from "./queries/settlement";
import { type PaymentWithLink, toPaymentJson } from "./serializers";

export type CallbackOutcome =
  | "applied"
  | "duplicate"
  | "ignored"
  | "amount_mismatch"
  | "unknown_reference"
  | "paid_after_cancel"
  | "no_charge"
  | "already_paid";

async function markPending(tx: Tx, payment: PaymentWithLink) {
  await markPaymentPending(tx, payment);
  await recordStatusChange(tx, payment, payment.status, "PENDING");
  await emitEvent(tx, payment.sellerId, "payment.pending", toPaymentJson({ ...payment, status: "PENDING" }));
}

/**
 * Books a paid payment. A CREATED payment goes through PENDING on the way: both moves are counted
 * and announced, and the buyer's receipt and the seller's notice are queued (lib/payments/payment-emails.ts).
 * `endToEndId` is the PIX's, where the provider reports it (refunds and the receipt name it).
 */
export async function finishPaidPayment(
  tx: Tx,
  payment: PaymentWithLink,
  confirmedAt: Date,
  endToEndId: string | null = null,
) {
  const viaPending = payment.status === "CREATED";
  const finished = { ...payment, status: "FINISHED" as const, confirmedAt, endToEndId };
  const path: [PaymentStatus, ...PaymentStatus[]] = viaPending ? ["PENDING", "FINISHED"] : ["FINISHED"];
  await recordStatusChange(tx, payment, payment.status, ...path);
  await bookConfirmedPayment(tx, finished, confirmedAt);
  // After the ledger, as the refund does it: both take the seller's accounts before the link row.
  await finishPayment(tx, payment, confirmedAt, endToEndId);
  const events: SellerEvent[] = [{ type: "payment.finished", data: toPaymentJson(finished) }];
  if (viaPending) events.unshift({ type: "payment.pending", data: toPaymentJson({ ...payment, status: "PENDING" }) });
  await emitEvents(tx, payment.sellerId, events);
  await queuePaidEmails(tx, finished);
}

/** Applies one verified charge event to its payment. */
export async function applyChargeEvent(tx: Tx, provider: string, event: ChargeEvent): Promise<CallbackOutcome> {
  const payment = await lockPaymentWithLink(tx, { provider, chargeId: event.chargeId });
  if (!payment) return "unknown_reference";
  if (event.type !== "charge.expired" && event.amount !== payment.amount) return "amount_mismatch";
  switch (event.type) {
    case "charge.pending":
      if (payment.status !== "CREATED") return "ignored";
      await markPending(tx, payment);
      return "applied";
    case "charge.paid":
      // A PIX that lands after the payment was cancelled is kept on record for a manual refund.
      if (payment.status !== "CREATED" && payment.status !== "PENDING") return "ignored";
      await finishPaidPayment(tx, payment, event.occurredAt);
      return "applied";
    case "charge.expired":
      if (payment.status !== "CREATED" && payment.status !== "PENDING") return "ignored";
      await expirePayment(tx, payment, "Expirado no provedor");
      return "applied";
  }
}

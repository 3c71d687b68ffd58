import type { Tx } from "@/lib/db/client";
import type { Payment } from "@/lib/db/generated/client";
import { emitEvent } from "@/lib/events/emit-event";
import type { ChargeEvent } from "@/lib/pix/provider";
import { recordStatusChange } from "@/lib/reports/payment-stats";
import { bookConfirmedPayment } from "./confirm-payment";
import { expirePayment } from "./lifecycle";
import { toPaymentJson } from "./serializers";

export type CallbackOutcome = "applied" | "duplicate" | "ignored" | "amount_mismatch" | "unknown_reference";

async function lockPaymentByCharge(tx: Tx, provider: string, chargeId: string) {
  const [row] = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM payments WHERE purchaser = ${provider} AND "providerChargeId" = ${chargeId} FOR UPDATE`;
  return row ? tx.payment.findUniqueOrThrow({ where: { id: row.id }, include: { paymentLink: true } }) : null;
}

async function markPending(tx: Tx, payment: Payment) {
  const updated = await tx.payment.update({ where: { id: payment.id }, data: { status: "PENDING" }, include: { paymentLink: true } });
  await recordStatusChange(tx, payment, payment.status, "PENDING");
  await emitEvent(tx, payment.sellerId, "payment.pending", toPaymentJson(updated));
  return updated;
}

async function finish(tx: Tx, payment: Payment, occurredAt: Date) {
  const pending = payment.status === "CREATED" ? await markPending(tx, payment) : payment;
  const confirmedAt = occurredAt;
  const finished = await tx.payment.update({ where: { id: pending.id }, data: { status: "FINISHED", confirmedAt }, include: { paymentLink: true } });
  await recordStatusChange(tx, finished, "PENDING", "FINISHED");
  await bookConfirmedPayment(tx, finished, confirmedAt);
  if (finished.paymentLinkId) {
    await tx.paymentLink.update({ where: { id: finished.paymentLinkId }, data: { qtdPayments: { increment: 1 } } });
  }
  await emitEvent(tx, finished.sellerId, "payment.finished", toPaymentJson({ ...finished, paymentLink: finished.paymentLink }));
}

/** Applies one verified charge event to its payment. */
export async function applyChargeEvent(tx: Tx, provider: string, event: ChargeEvent): Promise<CallbackOutcome> {
  const payment = await lockPaymentByCharge(tx, provider, event.chargeId);
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
      await finish(tx, payment, event.occurredAt);
      return "applied";
    case "charge.expired":
      if (payment.status !== "CREATED" && payment.status !== "PENDING") return "ignored";
      await expirePayment(tx, payment, "Expirado no provedor");
      return "applied";
  }
}

import "#server-only";
import type { Tx } from "@/lib/db/client";
import type { Payment } from "@/lib/db/generated/client";
import { emitEvent } from "@/lib/events/emit-event";
import { recordStatusChange } from "@/lib/reports/payment-stats";
import { assertTransition } from "./state";
import { toPaymentJson } from "./serializers";

export async function expirePayment(tx: Tx, payment: Payment, reason: string) {
  assertTransition(payment.status, "CANCELLED");
  const cancelled = await tx.payment.update({
    where: { id: payment.id },
    data: { status: "CANCELLED", cancelledAt: new Date(), cancelReason: reason },
    include: { paymentLink: true },
  });
  await recordStatusChange(tx, payment, payment.status, "CANCELLED");
  await emitEvent(tx, payment.sellerId, "payment.cancelled", toPaymentJson(cancelled));
  return cancelled;
}

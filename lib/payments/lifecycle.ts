import "#server-only";
import type { Tx } from "@/lib/db/client";
import type { Payment } from "@/lib/db/generated/client";
import { emitEvent } from "@/lib/events/emit-event";
import { recordStatusChange } from "@/lib/reports/payment-stats";
import { paymentsWithLink } from "./payment-rows";
import { cancelPayment } from "./queries/settlement";
import { assertTransition } from "./state";
import { toPaymentJson } from "./serializers";

export async function expirePayment(tx: Tx, payment: Payment, reason: string) {
  assertTransition(payment.status, "CANCELLED");
  await cancelPayment(tx, payment, new Date(), reason);
  const [cancelled] = await paymentsWithLink(tx, { id: payment.id });
  await recordStatusChange(tx, payment, payment.status, "CANCELLED");
  await emitEvent(tx, payment.sellerId, "payment.cancelled", toPaymentJson(cancelled!));
  return cancelled!;
}

import type { Actor } from "@/lib/auth/actor";
import { db, type Tx } from "@/lib/db/client";
import type { Payment } from "@/lib/db/generated/client";
import { emitEvent } from "@/lib/events/emit-event";
import { AppError } from "@/lib/http/errors";
import { recordStatusChange } from "@/lib/reports/payment-stats";
import { lockPaymentWithLink, visiblePayment } from "./payment-rows";
import { assertTransition } from "./state";
import { toPaymentJson } from "./serializers";

/** Row-locks a payment the actor owns (admins: any). */
export async function lockOwnPayment(tx: Tx, actor: Actor, id: string) {
  if (!actor.userId) throw new AppError("UNAUTHORIZED");
  const payment = await lockPaymentWithLink(tx, visiblePayment(actor, id));
  if (!payment) throw new AppError("NOT_FOUND");
  return payment;
}

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

export async function cancelPayment(actor: Actor, id: string, reason?: string) {
  return db().$transaction(async (tx) => {
    const payment = await lockOwnPayment(tx, actor, id);
    return toPaymentJson(await expirePayment(tx, payment, reason ?? "Cancelado pelo vendedor"));
  });
}

const EXPIRY_BATCH = 200;

/** Cancels unpaid payments past their expiry, in small batches; returns how many. */
export async function expireDuePayments(now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await db().$transaction(async (tx) => {
      const due = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM payments WHERE status IN ('CREATED', 'PENDING') AND "expiresAt" <= ${now}
        ORDER BY "expiresAt" LIMIT ${EXPIRY_BATCH} FOR UPDATE SKIP LOCKED`;
      for (const { id } of due) {
        await expirePayment(tx, await tx.payment.findUniqueOrThrow({ where: { id } }), "Expirado");
      }
      return due.length;
    });
    total += expired;
    if (expired < EXPIRY_BATCH) return total;
  }
}

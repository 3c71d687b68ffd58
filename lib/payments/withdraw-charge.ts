import "#server-only";
import { assertCan } from "@/lib/auth/guards";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { logger } from "@/lib/log";
import { providerNamed } from "@/lib/pix/providers";
import { paymentsWithLink, visiblePayment } from "./payment-rows";
import { expiredUnpaid } from "./queries/settlement";
import { settleChargeState } from "./received-pix";
import { type PaymentWithLink, toPaymentJson } from "./serializers";
import { assertTransition } from "./state";

type Unpaid = Pick<PaymentWithLink, "id" | "purchaser" | "txid">;

/**
 * Withdraws an unpaid payment's charge at the provider (outside any transaction), then cancels the
 * payment; a charge the provider reports paid at that moment was paid, not cancelled: it is settled.
 * `by`: the person who cancelled it, for the audit log (none for an expiry). Answers whether the payment moved.
 */
export async function withdrawCharge(payment: Unpaid, reason: string, by?: Actor): Promise<boolean> {
  const state = await providerNamed(payment.purchaser).cancelCharge(payment.txid);
  return settleChargeState(payment.purchaser, payment.id, state, reason, by);
}

async function reread(id: string) {
  const [payment] = await paymentsWithLink(db(), { id });
  return payment!;
}

export async function cancelPayment(actor: Actor, id: string, reason?: string) {
  assertCan(actor, "sell");
  if (!actor.sellerId) throw new AppError("UNAUTHORIZED");
  const [payment] = await paymentsWithLink(db(), visiblePayment(actor, id));
  if (!payment) throw new AppError("NOT_FOUND");
  assertTransition(payment.status, "CANCELLED");
  await withdrawCharge(payment, reason ?? "Cancelado pelo vendedor", actor);
  const after = await reread(id);
  if (after.status !== "CANCELLED")
    throw new AppError("INVALID_STATUS_TRANSITION", "O pagamento foi pago antes de ser cancelado.");
  return toPaymentJson(after);
}

/** An unpaid payment past its expiry, read by anyone: withdrawn and cancelled on the way. */
export async function expireIfDue<T extends PaymentWithLink>(payment: T): Promise<PaymentWithLink> {
  if ((payment.status !== "CREATED" && payment.status !== "PENDING") || payment.expiresAt > new Date()) return payment;
  await withdrawCharge(payment, "Expirado");
  return reread(payment.id);
}

const EXPIRY_BATCH = 200;

/**
 * Withdraws and cancels unpaid payments past their expiry, a batch at a time; returns how many
 * changed. A charge whose withdrawal changes nothing (the PSP says it is still active, or paid with a
 * PIX that is held) stays due, so a batch in which nothing changed ends the run.
 */
export async function expireDuePayments(now = new Date(), batch = EXPIRY_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await expiredUnpaid(db(), now, batch);
    let expired = 0;
    for (const payment of due) {
      try {
        if (await withdrawCharge(payment, "Expirado")) expired++;
      } catch (error) {
        // The provider is unavailable: the next run tries again.
        logger().warn({ err: error, paymentId: payment.id }, "could not withdraw an expired charge");
      }
    }
    total += expired;
    if (due.length < batch || expired === 0) return total;
  }
}

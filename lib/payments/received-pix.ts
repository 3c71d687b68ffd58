import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { ChargeState, ReceivedPix } from "@/lib/pix/provider";
import { applyProviderRefund } from "@/lib/refunds/provider-refunds";
import { holdUnmatchedPix } from "@/lib/unmatched-pix/service";
import { expirePayment } from "./lifecycle";
import { lockPaymentWithLink } from "./payment-rows";
import { type CallbackOutcome, finishPaidPayment } from "./settlement";

/**
 * Settles a PIX the provider reported, read back from the provider (a notification's body is a
 * hint, not proof), once per end-to-end id: its payment is finished when the amounts match. A PIX
 * of another amount, or one that paid a charge we had cancelled, credits no one: it is held for the
 * admin to return (lib/unmatched-pix/). Its devoluções are applied each time, as their status moves on.
 */
export async function settleReceivedPix(provider: string, pix: ReceivedPix): Promise<CallbackOutcome> {
  const outcome = await db().$transaction(async (tx) => {
    const [recorded] = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO provider_events (id, provider, "eventId", type, reference, payload, outcome)
      VALUES (gen_random_uuid(), ${provider}, ${`pix:${pix.endToEndId}`}, 'pix.received', ${pix.txid}, ${JSON.stringify(pix)}::jsonb, 'received')
      ON CONFLICT (provider, "eventId") DO NOTHING
      RETURNING id`;
    if (!recorded) return "duplicate" as const;
    const payment = pix.txid ? await lockPaymentWithLink(tx, Prisma.sql`p.purchaser = ${provider} AND p.txid = ${pix.txid}`) : null;
    let result: CallbackOutcome;
    if (!payment) result = "unknown_reference";
    else if (pix.amount !== payment.amount) {
      await holdUnmatchedPix(tx, provider, pix, payment, "AMOUNT_MISMATCH");
      result = "amount_mismatch";
    } else if (payment.status === "CREATED" || payment.status === "PENDING") {
      await finishPaidPayment(tx, payment, pix.paidAt, pix.endToEndId);
      result = "applied";
    } else if (payment.status === "CANCELLED") {
      await holdUnmatchedPix(tx, provider, pix, payment, "PAID_AFTER_CANCEL");
      result = "paid_after_cancel";
    } else result = "ignored";
    await tx.$executeRaw`UPDATE provider_events SET outcome = ${result} WHERE id = ${recorded.id}::uuid`;
    return result;
  });
  for (const refund of pix.refunds) await applyProviderRefund(provider, pix, refund);
  return outcome;
}

/** Where a charge stood when we asked the provider: settled if paid, our payment cancelled if not. */
export async function settleChargeState(provider: string, paymentId: string, state: ChargeState, reason: string) {
  if (state.status === "PAID") {
    for (const pix of state.pix) await settleReceivedPix(provider, pix);
    return;
  }
  if (state.status === "ACTIVE") return;
  await db().$transaction(async (tx) => {
    const payment = await lockPaymentWithLink(tx, Prisma.sql`p.id = ${paymentId}::uuid`);
    if (payment && (payment.status === "CREATED" || payment.status === "PENDING")) await expirePayment(tx, payment, reason);
  });
}

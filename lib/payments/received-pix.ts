import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit/record-audit";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import type { ChargeState, ReceivedPix } from "@/lib/pix/provider";
import { applyProviderRefund } from "@/lib/refunds/provider-refunds";
import { applyHeldPixDevolucoes, holdUnmatchedPix } from "@/lib/unmatched-pix/service";
import { expirePayment } from "./lifecycle";
import { lockPaymentWithLink } from "./payment-rows";
import { applyProviderEventOnce } from "./provider-events";
import { type CallbackOutcome, finishPaidPayment } from "./settlement";

export type ReceivedPixOutcome = Extract<
  CallbackOutcome,
  "applied" | "duplicate" | "amount_mismatch" | "paid_after_cancel" | "no_charge" | "already_paid"
>;
/** What a PIX recorded for the first time did. */
type AppliedOutcome = Exclude<ReceivedPixOutcome, "duplicate">;

/**
 * Settles a PIX the provider reported, read back from the provider (a notification's body is a
 * hint, not proof), once per end-to-end id: its payment is finished when the amounts match. A PIX
 * that credits no one is held for the admin to return (lib/unmatched-pix/): one of another amount, one
 * that paid a charge we had cancelled or that another PIX had paid already, and one sent to the key
 * without a charge of ours (the key is public in every BR Code). Its devoluções are applied each time,
 * as their status moves on. `alongside` writes in the same transaction as the PIX (an admin's resolution of it), so
 * one never commits without the other.
 */
export async function settleReceivedPix(
  provider: string,
  pix: ReceivedPix,
  alongside?: (tx: Tx, outcome: AppliedOutcome) => Promise<void>,
): Promise<ReceivedPixOutcome> {
  const recorded = { eventId: `pix:${pix.endToEndId}`, type: "pix.received", reference: pix.txid, payload: pix };
  const outcome = await applyProviderEventOnce(provider, recorded, async (tx) => {
    const outcome = await applyReceivedPix(tx, provider, pix);
    await alongside?.(tx, outcome);
    return outcome;
  });
  // A held PIX paid no seller: its devoluções (our return, the PSP's MED) are never taken from the charge's seller.
  if (pix.refunds.length && !(await applyHeldPixDevolucoes(provider, pix)))
    for (const refund of pix.refunds) await applyProviderRefund(provider, pix, refund);
  return outcome;
}

async function applyReceivedPix(tx: Tx, provider: string, pix: ReceivedPix): Promise<AppliedOutcome> {
  const payment = pix.txid ? await lockPaymentWithLink(tx, { provider, txid: pix.txid }) : null;
  if (!payment) {
    await holdUnmatchedPix(tx, provider, pix, null, "NO_CHARGE");
    return "no_charge";
  }
  if (pix.amount !== payment.amount) {
    await holdUnmatchedPix(tx, provider, pix, payment, "AMOUNT_MISMATCH");
    return "amount_mismatch";
  }
  switch (payment.status) {
    case "CREATED":
    case "PENDING":
      await finishPaidPayment(tx, payment, pix.paidAt, pix.endToEndId);
      return "applied";
    case "CANCELLED":
      await holdUnmatchedPix(tx, provider, pix, payment, "PAID_AFTER_CANCEL");
      return "paid_after_cancel";
    case "FINISHED":
    case "REFUNDED":
      await holdUnmatchedPix(tx, provider, pix, payment, "ALREADY_PAID");
      return "already_paid";
  }
}

/**
 * Where a charge stood when we asked the provider: settled if paid, our payment cancelled if not, in the audit log
 * when a person (`by`) cancelled it. Answers whether the payment moved (a charge still active, or paid with a PIX
 * that is held, leaves it).
 */
export async function settleChargeState(
  provider: string,
  paymentId: string,
  state: ChargeState,
  reason: string,
  by?: Actor,
): Promise<boolean> {
  if (state.status === "PAID") {
    let finished = false;
    for (const pix of state.pix) if ((await settleReceivedPix(provider, pix)) === "applied") finished = true;
    return finished;
  }
  if (state.status === "ACTIVE") return false;
  return transaction(async (tx) => {
    const payment = await lockPaymentWithLink(tx, { id: paymentId });
    if (!payment || (payment.status !== "CREATED" && payment.status !== "PENDING")) return false;
    await expirePayment(tx, payment, reason);
    if (by)
      await recordAudit(tx, by, {
        action: "payment.cancelled",
        entityType: "payment",
        entityId: paymentId,
        before: { status: payment.status },
        after: { status: "CANCELLED", cancelReason: reason },
      });
    return true;
  });
}

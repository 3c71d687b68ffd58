import "#server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { transaction } from "@/lib/db/transaction";
import { lockPaymentWithLink } from "@/lib/payments/payment-rows";
import type { ProviderRefund, ReceivedPix } from "@/lib/pix/provider";
import { consumeInfractionHold } from "@/lib/infractions/refund-outcome";
import { holdRefund } from "./ledger";
import { insertRefund, refundIdByDevolucao } from "./queries";
import { applyRefundOutcome } from "./service";

/**
 * A devolução the provider reported on a PIX that is not held (lib/unmatched-pix/ books those): ours moves to the
 * status reported; one it started itself (MED: MED_OPERACIONAL, MED_FRAUDE) is recorded and booked as ours are, out of
 * the open infraction's hold first, the rest out of the seller's available balance, which may then go below zero
 * (future sales cover it first).
 */
export async function applyProviderRefund(provider: string, pix: ReceivedPix, reported: ProviderRefund) {
  if (!pix.txid) return;
  const known = await knownRefund(provider, pix.txid, reported.refundId);
  // One first seen not done moved no money: there is nothing to record.
  if (!known && reported.outcome.status === "FAILED") return;
  const refundId = known ?? (await recordProviderStartedRefund(provider, pix.txid, reported));
  if (refundId) await applyRefundOutcome(refundId, reported.outcome);
}

async function knownRefund(provider: string, txid: string, providerRefundId: string) {
  const [known] = await refundIdByDevolucao(db(), provider, txid, providerRefundId);
  return known?.id ?? null;
}

async function recordProviderStartedRefund(
  provider: string,
  txid: string,
  reported: ProviderRefund,
): Promise<string | null> {
  try {
    return await transaction(async (tx) => {
      const payment = await lockPaymentWithLink(tx, { provider, txid });
      // Only money we credited can be taken back from the seller.
      if (!payment || (payment.status !== "FINISHED" && payment.status !== "REFUNDED")) return null;
      const refund = (
        await insertRefund(tx, {
          id: randomUUID(),
          paymentId: payment.id,
          sellerId: payment.sellerId,
          amount: reported.amount,
          reason: `Devolução ${reported.nature} feita pelo provedor`,
          providerRefundId: reported.refundId,
          requestedBy: null,
          idempotencyScope: null,
          idempotencyKey: null,
          nature: reported.nature,
          status: "PROCESSING",
        })
      )[0]!;
      await holdRefund(tx, refund, { held: await consumeInfractionHold(tx, refund) });
      return refund.id;
    });
  } catch (error) {
    // Recorded meanwhile by a concurrent notification or poll: the unique (payment, devolução id) holds.
    if (isUniqueViolation(error, "refunds_paymentId_providerRefundId_key"))
      return knownRefund(provider, txid, reported.refundId);
    throw error;
  }
}

import "#server-only";
import type { Tx } from "@/lib/db/client";
import type { Refund } from "@/lib/db/generated/client";
import { emitEvent } from "@/lib/events/emit-event";
import { releaseInfractionHold } from "./ledger";
import { lockOpenInfractionOfPayment, reopenInfractionOfRefund, resolveInfractionOfRefund } from "./queries";
import { toInfractionJson } from "./serializers";

// What the refunds code asks of infractions; it never imports the infractions service.

/** Whether the payment has an infraction whose hold is not yet resolved (its refunds wait for it). */
export async function hasOpenInfraction(tx: Tx, paymentId: string) {
  return (await tx.infraction.count({ where: { paymentId, status: { in: ["OPEN", "REFUNDING"] } } })) > 0;
}

/** A voluntary devolução the PSP refused: its infraction is open again (the money returns to the hold). */
export async function reopenInfractionOf(tx: Tx, refund: Refund): Promise<boolean> {
  const reopened = await reopenInfractionOfRefund(tx, refund.id);
  return reopened > 0;
}

/** A voluntary devolução done: its infraction is resolved as REFUNDED. */
export async function resolveInfractionRefunded(tx: Tx, refund: Refund) {
  const [resolved] = await resolveInfractionOfRefund(tx, refund.id, refund.completedAt ?? new Date());
  if (resolved) await emitEvent(tx, resolved.sellerId, "infraction.resolved", toInfractionJson(resolved));
}

/**
 * A MED devolução the PSP made on the payment (recorded as `refund`) consumes the open infraction's
 * hold: it pays the devolução first, what it does not need goes back to available, and the
 * infraction is resolved as MED_RETURNED. Returns how much the hold pays.
 */
export async function consumeInfractionHold(tx: Tx, refund: Refund): Promise<number> {
  const [open] = await lockOpenInfractionOfPayment(tx, refund.paymentId);
  if (!open) return 0;
  const fromHold = Math.min(open.amount, refund.amount);
  if (open.amount > fromHold)
    await releaseInfractionHold(tx, {
      sellerId: open.sellerId,
      paymentId: open.paymentId,
      amount: open.amount - fromHold,
    });
  const resolved = await tx.infraction.update({
    where: { id: open.id },
    data: {
      status: "MED_RETURNED",
      refundId: refund.id,
      resolvedAt: new Date(),
      resolutionNote: `Devolução ${refund.nature} feita pelo provedor`,
    },
  });
  await emitEvent(tx, resolved.sellerId, "infraction.resolved", toInfractionJson(resolved));
  return fromHold;
}

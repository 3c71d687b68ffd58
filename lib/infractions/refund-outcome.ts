import "#server-only";
import { recordAudit } from "@/lib/audit/record-audit";
import type { Tx } from "@/lib/db/client";
import type { Refund } from "@/lib/db/generated/client";
import { emitEvent } from "@/lib/events/emit-event";
import { holdInfraction, releaseInfractionHold } from "./ledger";
import {
  hasUnresolvedInfraction,
  lockInfractionOfRefund,
  lockOpenInfractionOfPayment,
  reopenInfractionRow,
  resolveInfractionByMed,
  resolveInfractionOfRefund,
} from "./queries";
import { toInfractionJson } from "./serializers";

// What the refunds code asks of infractions; it never imports the infractions service.

/** Whether the payment has an infraction whose hold is not yet resolved (its refunds wait for it). */
export async function hasOpenInfraction(tx: Tx, paymentId: string) {
  const [open] = await hasUnresolvedInfraction(tx, paymentId);
  return open!.unresolved;
}

/**
 * A devolução that took an infraction's hold was not done (refused, or NAO_REALIZADO): the admin's voluntary one, or
 * a MED one the PSP started. The infraction is OPEN again, for the admin to decide anew, with its whole amount held:
 * what the refund took from the hold goes back with the refund's release (the caller's), what a MED devolução left
 * and released to available is held again here. Audited as the platform's doing. Answers whether one was reopened.
 */
export async function reopenInfractionOf(tx: Tx, refund: Refund): Promise<boolean> {
  const [taken] = await lockInfractionOfRefund(tx, refund.id);
  if (!taken) return false;
  const reopened = (await reopenInfractionRow(tx, taken.id))[0]!;
  if (taken.amount > refund.heldAmount)
    await holdInfraction(tx, { ...reopened, amount: taken.amount - refund.heldAmount });
  const json = toInfractionJson(reopened);
  await recordAudit(tx, null, {
    action: "infraction.reopened",
    entityType: "infraction",
    entityId: taken.id,
    before: { status: taken.status, refundId: refund.id },
    after: { ...json, failureReason: refund.failureReason },
  });
  await emitEvent(tx, reopened.sellerId, "infraction.opened", json);
  return true;
}

/** A voluntary devolução done: its infraction is resolved as REFUNDED. */
export async function resolveInfractionRefunded(tx: Tx, refund: Refund) {
  const [resolved] = await resolveInfractionOfRefund(tx, refund.id, refund.completedAt ?? new Date());
  if (!resolved) return;
  const json = toInfractionJson(resolved);
  // The PSP's answer closes what the admin asked for ("infraction.refund_requested"): the platform's doing.
  await recordAudit(tx, null, {
    action: "infraction.refunded",
    entityType: "infraction",
    entityId: resolved.id,
    after: { ...json, refundId: refund.id },
  });
  await emitEvent(tx, resolved.sellerId, "infraction.resolved", json);
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
  const resolved = (
    await resolveInfractionByMed(tx, open.id, refund.id, new Date(), `Devolução ${refund.nature} feita pelo provedor`)
  )[0]!;
  const json = toInfractionJson(resolved);
  await recordAudit(tx, null, {
    action: "infraction.med_returned",
    entityType: "infraction",
    entityId: resolved.id,
    before: { status: open.status },
    after: { ...json, refundId: refund.id, fromHold },
  });
  await emitEvent(tx, resolved.sellerId, "infraction.resolved", json);
  return fromHold;
}

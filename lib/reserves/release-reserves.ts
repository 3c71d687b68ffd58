import "#server-only";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { postJournal } from "@/lib/ledger/post-journal";
import {
  claimDueReserves,
  lockHeldReserves,
  lockReserveHold,
  markReserveReleased,
  restoreReserveHold,
  takeFromReserveHold,
} from "./queries";

const BATCH = 200;

/** centavos taken from one reserve hold. */
export type ReservePart = { reserveHoldId: string; amount: number };

/**
 * Takes up to `amount` from the payment's reserve holds still held (a refund's money comes from
 * them first, the latest-released first); returns what was taken from each.
 */
export async function takeFromReserveHolds(tx: Tx, paymentId: string, amount: number): Promise<ReservePart[]> {
  const holds = await lockHeldReserves(tx, paymentId);
  const parts: ReservePart[] = [];
  let taken = 0;
  for (const hold of holds) {
    const take = Math.min(hold.amount, amount - taken);
    if (take <= 0) break;
    await takeFromReserveHold(tx, hold.id, take, take === hold.amount ? new Date() : null);
    parts.push({ reserveHoldId: hold.id, amount: take });
    taken += take;
  }
  return parts;
}

/**
 * Gives each hold back what a failed refund took from it, to be released on its own date as before;
 * returns how much is reserved again. A hold the release job let go meanwhile (its date came while the
 * refund was out) takes nothing back: that part is due, and the caller puts it in available as the job would have.
 */
export async function restoreReserveHolds(tx: Tx, parts: ReservePart[]): Promise<number> {
  let restored = 0;
  for (const part of parts) {
    const [hold] = await lockReserveHold(tx, part.reserveHoldId);
    // Emptied by refunds, a hold is marked released with nothing left; released by the job, it keeps what it released.
    if (!hold || (hold.releasedAt !== null && hold.amount > 0)) continue;
    await restoreReserveHold(tx, hold.id, part.amount);
    restored += part.amount;
  }
  return restored;
}

/** Moves every reserve (rolling or precautionary) whose date has come from reserved to available; returns how many. */
export async function releaseDueReserves(now = new Date()): Promise<number> {
  let released = 0;
  for (;;) {
    const count = await transaction(async (tx) => {
      const due = await claimDueReserves(tx, now, BATCH);
      for (const hold of due) {
        await postJournal(tx, {
          kind: "RESERVE_RELEASED",
          paymentId: hold.paymentId,
          entries: [
            {
              account: { seller: hold.sellerId, type: "SELLER_RESERVED" },
              amount: -hold.amount,
              reason: "RETENTION_RELEASE",
            },
            {
              account: { seller: hold.sellerId, type: "SELLER_AVAILABLE" },
              amount: hold.amount,
              reason: "RETENTION_RELEASE",
            },
          ],
        });
        await markReserveReleased(tx, hold.id, now);
      }
      return due.length;
    });
    released += count;
    if (count < BATCH) return released;
  }
}

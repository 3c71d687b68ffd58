import "#server-only";
import { db, type Tx } from "@/lib/db/client";
import { postJournal } from "@/lib/ledger/post-journal";
import { claimDueReserves, lockHeldReserves } from "./queries";

const BATCH = 200;

/**
 * Takes up to `amount` from the payment's reserve holds still held (a refund's money comes from
 * them first, the latest-released first); returns how much was taken.
 */
export async function takeFromReserveHolds(tx: Tx, paymentId: string, amount: number): Promise<number> {
  const holds = await lockHeldReserves(tx, paymentId);
  let taken = 0;
  for (const hold of holds) {
    const take = Math.min(hold.amount, amount - taken);
    if (take <= 0) break;
    await tx.reserveHold.update({
      where: { id: hold.id },
      data: { amount: { decrement: take }, ...(take === hold.amount && { releasedAt: new Date() }) },
    });
    taken += take;
  }
  return taken;
}

/** Moves every reserve (rolling or precautionary) whose date has come from reserved to available; returns how many. */
export async function releaseDueReserves(now = new Date()): Promise<number> {
  let released = 0;
  for (;;) {
    const count = await db().$transaction(async (tx) => {
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
        await tx.reserveHold.update({ where: { id: hold.id }, data: { releasedAt: now } });
      }
      return due.length;
    });
    released += count;
    if (count < BATCH) return released;
  }
}

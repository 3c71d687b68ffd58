import { db } from "@/lib/db/client";
import { postJournal } from "@/lib/ledger/post-journal";

const BATCH = 200;

/** Moves every reserve whose date has come from reserved to available; returns how many. */
export async function releaseDueReserves(now = new Date()): Promise<number> {
  let released = 0;
  for (;;) {
    const count = await db().$transaction(async (tx) => {
      const due = await tx.$queryRaw<{ id: string; sellerId: string; paymentId: string; amount: number }[]>`
        SELECT id, "sellerId", "paymentId", amount FROM reserve_holds
        WHERE "releasedAt" IS NULL AND "releaseAt" <= ${now}
        ORDER BY "releaseAt" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      for (const hold of due) {
        await postJournal(tx, {
          kind: "RESERVE_RELEASED",
          paymentId: hold.paymentId,
          entries: [
            { account: { seller: hold.sellerId, type: "SELLER_RESERVED" }, amount: -hold.amount, reason: "RETENTION_RELEASE" },
            { account: { seller: hold.sellerId, type: "SELLER_AVAILABLE" }, amount: hold.amount, reason: "RETENTION_RELEASE" },
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

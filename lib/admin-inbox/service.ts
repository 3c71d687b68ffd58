import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { db } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { centsToReais } from "@/lib/money";
import { sellerCompanies, sellerDisplayName } from "@/lib/users/sellers";
import { adminQueues } from "./queries";

/** One queue of the admin's inbox: how many wait, and since when the oldest does. */
export type InboxQueue = { count: number; since: string | null };

export type AdminInbox = {
  companies: InboxQueue;
  withdrawals: InboxQueue;
  infractions: InboxQueue & { nextDeadline: string | null };
  heldPix: InboxQueue;
  differences: InboxQueue;
};

const queue = (count: number, since: Date | null): InboxQueue => ({ count, since: since?.toISOString() ?? null });

/** What waits for a decision now, counted in one statement: the admin's home and the counts in the navigation. */
export async function adminInbox(actor: Actor): Promise<AdminInbox> {
  assertAdmin(actor);
  const [row] = await adminQueues(direct);
  return {
    companies: queue(row!.companies, row!.companiesSince),
    withdrawals: queue(row!.withdrawals, row!.withdrawalsSince),
    infractions: {
      ...queue(row!.infractions, row!.infractionsSince),
      nextDeadline: row!.infractionsDue?.toISOString() ?? null,
    },
    heldPix: queue(row!.heldPix, row!.heldPixSince),
    differences: queue(row!.differences, row!.differencesSince),
  };
}

/** The open infractions nearest their deadline first (the (status, deadlineAt) index), each with its seller. */
export async function infractionsDue(actor: Actor, limit = 5) {
  assertAdmin(actor);
  const rows = await db().infraction.findMany({
    where: { status: "OPEN" },
    orderBy: [{ deadlineAt: "asc" }, { id: "asc" }],
    take: limit,
    select: { id: true, paymentId: true, sellerId: true, amount: true, deadlineAt: true },
  });
  const sellers = await sellerCompanies(rows.map((row) => row.sellerId));
  return rows.map((row) => {
    const seller = sellers.get(row.sellerId);
    return {
      id: row.id,
      paymentId: row.paymentId,
      seller: {
        id: row.sellerId,
        name: seller ? sellerDisplayName(seller) : "Vendedor removido",
      },
      amount: centsToReais(row.amount),
      deadlineAt: row.deadlineAt.toISOString(),
    };
  });
}

import "#server-only";
import type { Tx } from "@/lib/db/client";
import type { Infraction } from "@/lib/db/generated/client";
import { queueSellerEmail } from "@/lib/email/outbox";
import { sellerCompanies } from "@/lib/users/sellers";

/**
 * The seller's e-mail that an infraction holds their money, queued in the transaction that holds it. `occasion` tells
 * one hold from another of the same infraction (its opening, a reopening after a devolução that was not made).
 */
export function queueHoldEmail(tx: Tx, infraction: Infraction, occasion: string) {
  return queueSellerEmail(tx, infraction.sellerId, {
    template: "infraction.opened",
    data: {
      infractionId: infraction.id,
      paymentId: infraction.paymentId,
      amount: infraction.amount,
      reason: infraction.reason,
      deadlineAt: infraction.deadlineAt,
    },
    dedupeKey: `infraction.opened:${infraction.id}:${occasion}`,
  });
}

/** Each seller's name as the admin's pages show it: the trading name of their company, or the account's. */
export async function sellerNames(ids: string[]): Promise<(id: string) => string> {
  const sellers = await sellerCompanies(ids);
  return (id) => {
    const seller = sellers.get(id);
    return seller ? (seller.enterprises[0]?.commercialName ?? seller.companyName) : "Vendedor removido";
  };
}

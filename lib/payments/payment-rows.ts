import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import type { Tx } from "@/lib/db/client";
import type { RawQueryable } from "@/lib/db/direct";
import type { PaymentLink } from "@/lib/db/generated/client";
import { type PaymentKey, paymentRowsWithLink } from "./queries/rows";
import type { PaymentWithLink } from "./serializers";

type LinkDateColumn = "createdAt" | "updatedAt" | "deactivatedAt" | "firstChargeAt" | "expiresAt";
type LinkJson = Omit<PaymentLink, LinkDateColumn> & {
  createdAt: string;
  updatedAt: string;
  deactivatedAt: string | null;
  firstChargeAt: string | null;
  expiresAt: string | null;
};

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/**
 * Payments of `key` with their link, newest first, in one raw statement; `lock` row-locks the
 * payments (not the links).
 */
export async function paymentsWithLink(
  client: RawQueryable,
  key: PaymentKey,
  { lock = false } = {},
): Promise<PaymentWithLink[]> {
  const rows = await paymentRowsWithLink(client, key, lock);
  return rows.map(({ link: json, ...payment }) => {
    // The link's row as to_jsonb wrote it: its dates are ISO strings.
    const link = json as LinkJson | null;
    return {
      ...payment,
      paymentLink: link && {
        ...link,
        createdAt: new Date(link.createdAt),
        updatedAt: new Date(link.updatedAt),
        deactivatedAt: dateOrNull(link.deactivatedAt),
        firstChargeAt: dateOrNull(link.firstChargeAt),
        expiresAt: dateOrNull(link.expiresAt),
      },
    };
  });
}

/** Row-locks the payment of `key` and reads it with its link in one statement. */
export async function lockPaymentWithLink(tx: Tx, key: PaymentKey): Promise<PaymentWithLink | null> {
  return (await paymentsWithLink(tx, key, { lock: true }))[0] ?? null;
}

/** The payment by id, if the actor may see it: its seller, or an admin. */
export function visiblePayment(actor: Actor, id: string): PaymentKey {
  return actor.role === "admin" ? { id } : { id, sellerId: actor.sellerId };
}

import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import type { Tx } from "@/lib/db/client";
import type { RawQueryable } from "@/lib/db/direct";
import type { PaymentLink, Prisma } from "@/lib/db/generated/client";
import { type PaymentIdKey, type PaymentKey, paymentDetailRow, paymentRowsWithLink } from "./queries/rows";
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

/** The link's row as to_jsonb wrote it (its dates as ISO strings), as Prisma reads it. */
export function linkOf(json: Prisma.JsonValue | null): PaymentLink | null {
  const link = json as LinkJson | null;
  return (
    link && {
      ...link,
      createdAt: new Date(link.createdAt),
      updatedAt: new Date(link.updatedAt),
      deactivatedAt: dateOrNull(link.deactivatedAt),
      firstChargeAt: dateOrNull(link.firstChargeAt),
      expiresAt: dateOrNull(link.expiresAt),
    }
  );
}

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
  return rows.map(({ link, ...payment }) => ({ ...payment, paymentLink: linkOf(link) }));
}

/** The payment of `key` with its link and its buyer's document, in one raw statement. */
export async function paymentWithBuyerDocument(client: RawQueryable, key: PaymentIdKey) {
  const [row] = await paymentDetailRow(client, key);
  if (!row) return null;
  const { link, documentType, documentNumber, ...payment } = row;
  return { payment: { ...payment, paymentLink: linkOf(link) }, document: { documentType, documentNumber } };
}

/** Row-locks the payment of `key` and reads it with its link in one statement. */
export async function lockPaymentWithLink(tx: Tx, key: PaymentKey): Promise<PaymentWithLink | null> {
  return (await paymentsWithLink(tx, key, { lock: true }))[0] ?? null;
}

/** The payment by id, if the actor may see it: its seller, or an admin. */
export function visiblePayment(actor: Actor, id: string): PaymentIdKey {
  return actor.role === "admin" ? { id } : { id, sellerId: actor.sellerId };
}

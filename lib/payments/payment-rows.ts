import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import type { Tx } from "@/lib/db/client";
import type { RawQueryable } from "@/lib/db/direct";
import { type Payment, type PaymentLink, Prisma } from "@/lib/db/generated/client";
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
 * Payments matching `where` (a condition on `p`) with their link, newest first, in one raw
 * statement: the rows `include: { paymentLink: true }` gives, without the query compilation a
 * model query costs on every call (docs/PERFORMANCE.md). `lock` row-locks the payments (not the links).
 */
export async function paymentsWithLink(client: RawQueryable, where: Prisma.Sql, { lock = false } = {}): Promise<PaymentWithLink[]> {
  const rows = await client.$queryRaw<(Payment & { link: LinkJson | null })[]>`
    SELECT p.*, to_jsonb(l) AS link FROM payments p LEFT JOIN payment_links l ON l.id = p."paymentLinkId"
    WHERE ${where} ORDER BY p."createdAt" DESC, p.id DESC ${lock ? Prisma.sql`FOR UPDATE OF p` : Prisma.empty}`;
  return rows.map(({ link, ...payment }) => ({
    ...payment,
    paymentLink: link && {
      ...link,
      createdAt: new Date(link.createdAt),
      updatedAt: new Date(link.updatedAt),
      deactivatedAt: dateOrNull(link.deactivatedAt),
      firstChargeAt: dateOrNull(link.firstChargeAt),
      expiresAt: dateOrNull(link.expiresAt),
    },
  }));
}

/** Row-locks the payment matching `where` and reads it with its link in one statement. */
export async function lockPaymentWithLink(tx: Tx, where: Prisma.Sql): Promise<PaymentWithLink | null> {
  return (await paymentsWithLink(tx, where, { lock: true }))[0] ?? null;
}

/** The payment `p` by id, if the actor may see it: its seller, or an admin. */
export function visiblePayment(actor: Actor, id: string): Prisma.Sql {
  return actor.role === "admin" ? Prisma.sql`p.id = ${id}::uuid` : Prisma.sql`p.id = ${id}::uuid AND p."sellerId" = ${actor.userId}::uuid`;
}

import type { Tx } from "@/lib/db/client";
import type { Payment, PaymentLink, Prisma } from "@/lib/db/generated/client";
import type { PaymentWithLink } from "./serializers";

type LinkJson = Omit<PaymentLink, "createdAt" | "updatedAt" | "deactivatedAt"> & { createdAt: string; updatedAt: string; deactivatedAt: string | null };

/**
 * Row-locks the payment matching `where` (a condition on `p`) and reads it with its link in one
 * statement; the link is not locked.
 */
export async function lockPaymentWithLink(tx: Tx, where: Prisma.Sql): Promise<PaymentWithLink | null> {
  const [row] = await tx.$queryRaw<(Payment & { link: LinkJson | null })[]>`
    SELECT p.*, to_jsonb(l) AS link FROM payments p LEFT JOIN payment_links l ON l.id = p."paymentLinkId"
    WHERE ${where} FOR UPDATE OF p`;
  if (!row) return null;
  const { link, ...payment } = row;
  const paymentLink = link && {
    ...link,
    createdAt: new Date(link.createdAt),
    updatedAt: new Date(link.updatedAt),
    deactivatedAt: link.deactivatedAt === null ? null : new Date(link.deactivatedAt),
  };
  return { ...payment, paymentLink };
}

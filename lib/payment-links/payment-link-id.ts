import "#server-only";
import { db } from "@/lib/db/client";

/** The id a buyer's payment must name; the public view of a link leaves it out. */
export async function findPaymentLinkId(hash: string): Promise<string | null> {
  const link = await db().paymentLink.findUnique({ where: { hash }, select: { id: true } });
  return link?.id ?? null;
}

import type { Tx } from "@/lib/db/client";
import type { Fee } from "@/lib/db/generated/client";

/**
 * The fees that apply to a seller: for each target, the seller's own active fees when there are
 * any, otherwise the platform defaults of that target.
 */
export async function effectiveFees(tx: Tx, sellerId: string): Promise<Fee[]> {
  const rows = await tx.fee.findMany({
    where: { isActive: true, OR: [{ sellerId }, { sellerId: null }] },
    orderBy: [{ target: "asc" }, { createdAt: "asc" }],
  });
  const own = (target: Fee["target"]) => rows.some((fee) => fee.sellerId === sellerId && fee.target === target);
  return rows.filter((fee) => (own(fee.target) ? fee.sellerId === sellerId : fee.sellerId === null));
}

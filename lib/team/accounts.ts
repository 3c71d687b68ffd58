import "#server-only";
import { db, type Tx } from "@/lib/db/client";
import type { MemberRole, Role } from "@/lib/db/generated/enums";
import { insertFounder } from "./queries";

/**
 * Makes a new seller account's founder its first owner, in the transaction that created it: every place that creates
 * a users row calls this (nothing to do for admins and team members). Idempotent, for the seed scripts' upserts.
 */
export async function addFounder(tx: Tx, user: { id: string; role: Role }) {
  if (user.role !== "seller") return;
  await insertFounder(tx, user.id);
}

export type SellerAccount = { sellerId: string; companyName: string; role: MemberRole; approved: boolean };

/** The seller accounts a person works in, their own first, for the header's account picker. */
export async function sellerAccountsOf(userId: string): Promise<SellerAccount[]> {
  const rows = await db().membership.findMany({
    where: { userId, seller: { deletedAt: null } },
    select: { sellerId: true, role: true, seller: { select: { companyName: true, approved: true } } },
    orderBy: [{ createdAt: "asc" }, { sellerId: "asc" }],
  });
  return rows
    .map((row) => ({
      sellerId: row.sellerId,
      companyName: row.seller.companyName,
      role: row.role,
      approved: row.seller.approved,
    }))
    .sort((a, b) => Number(b.sellerId === userId) - Number(a.sellerId === userId));
}

import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { liveSellers } from "@/lib/users/sellers";

const sellerColumns = {
  id: true,
  email: true,
  companyName: true,
  approved: true,
  createdAt: true,
  enterprises: {
    where: { deletedAt: null },
    select: { id: true, commercialName: true, cnpj: true, status: true, submittedAt: true },
    take: 1,
  },
} as const satisfies Prisma.UserSelect;

type SellerRow = Prisma.UserGetPayload<{ select: typeof sellerColumns }>;

function toAdminSeller({ enterprises, ...seller }: SellerRow) {
  const enterprise = enterprises[0];
  return {
    ...seller,
    createdAt: seller.createdAt.toISOString(),
    enterprise: enterprise ? { ...enterprise, submittedAt: enterprise.submittedAt?.toISOString() ?? null } : null,
  };
}

export type AdminSeller = ReturnType<typeof toAdminSeller>;

/** Available balances in centavos, one indexed lookup (sellerId, type) for the whole page of sellers. */
export async function availableBalancesOf(actor: Actor, sellerIds: string[]): Promise<Map<string, bigint>> {
  assertAdmin(actor);
  const accounts = await db().ledgerAccount.findMany({
    where: { sellerId: { in: [...new Set(sellerIds)] }, type: "SELLER_AVAILABLE" },
    select: { sellerId: true, balance: true },
  });
  return new Map(accounts.map((account) => [account.sellerId!, account.balance]));
}

function searchWhere(search: string): Prisma.UserWhereInput {
  const cnpj = search.replace(/[.\-/\s]/g, "").toUpperCase();
  return {
    OR: [
      { email: { contains: search, mode: "insensitive" } },
      { companyName: { contains: search, mode: "insensitive" } },
      // Exact CNPJ only, so the lookup stays on the enterprises' cnpj index.
      ...(/^[0-9A-Z]{14}$/.test(cnpj) ? [{ enterprises: { some: { cnpj, deletedAt: null } } }] : []),
    ],
  };
}

/** Sellers newest first (the users' (role, createdAt) index), each with their company and available balance. */
export async function listAdminSellers(actor: Actor, { search, ...page }: PageQuery & { search?: string }) {
  assertAdmin(actor);
  const where: Prisma.UserWhereInput = { ...liveSellers, ...(search !== undefined && searchWhere(search)) };
  const [rows, total] = await Promise.all([
    db().user.findMany({
      where,
      select: sellerColumns,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(page),
    }),
    db().user.count({ where }),
  ]);
  const balances = await availableBalancesOf(
    actor,
    rows.map((row) => row.id),
  );
  return toPage(
    rows.map((row) => ({ ...toAdminSeller(row), availableBalance: balances.get(row.id) ?? 0n })),
    total,
    page,
  );
}

export async function getAdminSeller(actor: Actor, id: string): Promise<AdminSeller | null> {
  assertAdmin(actor);
  const seller = await db().user.findFirst({ where: { id, ...liveSellers }, select: sellerColumns });
  return seller && toAdminSeller(seller);
}

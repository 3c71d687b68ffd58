import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { db } from "@/lib/db/client";
import { containsText } from "@/lib/db/contains-text";
import type { Prisma } from "@/lib/db/generated/client";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { personMatching } from "@/lib/users/person-matching";
import { liveSellers, sellerDisplayName } from "@/lib/users/sellers";

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

/** Sellers with a live company of the CNPJ typed (punctuated or not): exact only, so it stays on the cnpj index. */
function withCompanyCnpj(text: string): Prisma.UserWhereInput[] {
  const cnpj = text.replace(/[.\-/\s]/g, "").toUpperCase();
  return /^[0-9A-Z]{14}$/.test(cnpj) ? [{ enterprises: { some: { cnpj, deletedAt: null } } }] : [];
}

function searchWhere(search: string): Prisma.UserWhereInput {
  return {
    OR: [{ email: containsText(search) }, { companyName: containsText(search) }, ...withCompanyCnpj(search)],
  };
}

/** How many sellers a lookup lists: enough to pick from, few enough to read. */
const LOOKUP_LIMIT = 6;

/**
 * The live sellers matching what the admin typed in a filter: part of the e-mail, company or trading name, a CNPJ, or
 * a whole e-mail (that seller alone); `more` when others match too.
 */
export async function findSellers(actor: Actor, text: string) {
  assertAdmin(actor);
  const rows = await db().user.findMany({
    where: {
      ...liveSellers,
      OR: [
        personMatching(text),
        { enterprises: { some: { commercialName: containsText(text), deletedAt: null } } },
        ...withCompanyCnpj(text),
      ],
    },
    select: {
      id: true,
      email: true,
      companyName: true,
      enterprises: { where: { deletedAt: null }, select: { commercialName: true }, take: 1 },
    },
    orderBy: [{ companyName: "asc" }, { id: "asc" }],
    take: LOOKUP_LIMIT + 1,
  });
  return {
    sellers: rows.slice(0, LOOKUP_LIMIT).map(({ enterprises, ...seller }) => ({
      ...seller,
      name: sellerDisplayName({ ...seller, enterprises }),
    })),
    more: rows.length > LOOKUP_LIMIT,
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

import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { createdWithin } from "@/lib/time/sao-paulo-days";
import { expirePayment } from "./lifecycle";
import { toCheckoutPaymentJson, toPaymentJson } from "./serializers";

export type PaymentFilters = {
  status?: "CREATED" | "PENDING" | "FINISHED" | "CANCELLED" | "REFUNDED";
  paymentLinkId?: string;
  search?: string;
  startDate?: string;
  endDate?: string;
  sellerId?: string;
};

export function paymentFiltersToWhere(filters: PaymentFilters): Prisma.PaymentWhereInput {
  const createdAt = createdWithin(filters);
  const search = filters.search;
  const isUuid = search !== undefined && /^[0-9a-f-]{36}$/i.test(search);
  return {
    ...(filters.sellerId !== undefined && { sellerId: filters.sellerId }),
    ...(filters.status !== undefined && { status: filters.status }),
    ...(filters.paymentLinkId !== undefined && { paymentLinkId: filters.paymentLinkId }),
    ...(createdAt && { createdAt }),
    ...(search !== undefined && {
      OR: [
        { customerName: { contains: search, mode: "insensitive" } },
        { customerEmail: { contains: search, mode: "insensitive" } },
        { externalId: search },
        ...(isUuid ? [{ id: search }] : []),
      ],
    }),
  };
}

async function pageOf(where: Prisma.PaymentWhereInput, page: PageQuery) {
  const [rows, total] = await Promise.all([
    db().payment.findMany({ where, include: { paymentLink: true }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(page) }),
    db().payment.count({ where }),
  ]);
  return { rows, total };
}

export async function listPayments(actor: Actor, { page, perPage, ...filters }: PageQuery & PaymentFilters) {
  const { rows, total } = await pageOf(paymentFiltersToWhere({ ...filters, sellerId: actor.userId }), { page, perPage });
  return toPage(rows.map(toPaymentJson), total, { page, perPage });
}

/** A payment for its owner or an admin; an unpaid one past its expiry is cancelled on the way. */
export async function getPayment(actor: Actor, id: string) {
  const payment = await db().payment.findFirst({
    where: { id, ...(actor.role !== "admin" && { sellerId: actor.userId }) },
    include: { paymentLink: true },
  });
  if (!payment) throw new AppError("NOT_FOUND");
  return toPaymentJson(await expireIfDue(payment));
}

async function expireIfDue<T extends { id: string; status: string; expiresAt: Date }>(payment: T) {
  if ((payment.status !== "CREATED" && payment.status !== "PENDING") || payment.expiresAt > new Date()) return payment;
  return db().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ status: string }[]>`SELECT status FROM payments WHERE id = ${payment.id}::uuid FOR UPDATE`;
    const current = await tx.payment.findUniqueOrThrow({ where: { id: payment.id }, include: { paymentLink: true } });
    if (locked?.status !== "CREATED" && locked?.status !== "PENDING") return current;
    return expirePayment(tx, current, "Expirado");
  });
}

/** What the buyer's checkout may see of a payment made through a link. */
export async function getCheckoutPayment(hash: string, paymentId: string) {
  const payment = await db().payment.findFirst({ where: { id: paymentId, paymentLink: { hash } }, include: { paymentLink: true } });
  if (!payment) throw new AppError("NOT_FOUND");
  return toCheckoutPaymentJson(await expireIfDue(payment));
}

export async function listAdminPayments({ page, perPage, ...filters }: PageQuery & PaymentFilters) {
  const { rows, total } = await pageOf(paymentFiltersToWhere(filters), { page, perPage });
  const sellers = await db().user.findMany({
    where: { id: { in: [...new Set(rows.map((row) => row.sellerId))] } },
    select: { id: true, email: true, companyName: true, enterprises: { where: { deletedAt: null }, select: { id: true, cnpj: true, commercialName: true } } },
  });
  const sellerOf = new Map(sellers.map((seller) => [seller.id, seller]));
  return toPage(rows.map((row) => ({ ...toPaymentJson(row), customer: sellerOf.get(row.sellerId) ?? null })), total, { page, perPage });
}

/** Platform totals for the admin (API.md 6), optionally for one seller and a day range. */
export async function paymentTotals(filters: PaymentFilters) {
  const where = paymentFiltersToWhere({ ...filters, status: undefined });
  const groups = await db().payment.groupBy({
    by: ["status"],
    where,
    _count: { _all: true },
    _sum: { amount: true, serviceFee: true, gatewayFee: true },
  });
  const of = (status: string) => groups.find((group) => group.status === status);
  const sum = (status: string, pick: (g: NonNullable<ReturnType<typeof of>>) => number) => {
    const group = of(status);
    return group ? pick(group) : 0;
  };
  return {
    totalPayments: groups.reduce((total, group) => total + group._count._all, 0),
    finishedCount: of("FINISHED")?._count._all ?? 0,
    pendingCount: (of("CREATED")?._count._all ?? 0) + (of("PENDING")?._count._all ?? 0),
    finishedNet: sum("FINISHED", (g) => (g._sum.amount ?? 0) - (g._sum.serviceFee ?? 0) - (g._sum.gatewayFee ?? 0)),
    finishedAfterGateway: sum("FINISHED", (g) => (g._sum.amount ?? 0) - (g._sum.gatewayFee ?? 0)),
    cancelledAmount: sum("CANCELLED", (g) => g._sum.amount ?? 0),
  };
}

import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
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

/**
 * Platform totals for the admin (API.md 6), optionally for one seller and a day range: read from
 * the daily totals plus the deltas not folded yet, so they cost the same on any history size.
 */
export async function paymentTotals(filters: PaymentFilters) {
  const conditions = [
    filters.sellerId ? Prisma.sql`"sellerId" = ${filters.sellerId}::uuid` : null,
    filters.startDate ? Prisma.sql`day >= ${filters.startDate}::date` : null,
    filters.endDate ? Prisma.sql`day <= ${filters.endDate}::date` : null,
  ].filter((condition) => condition !== null);
  const where = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
  const groups = await db().$queryRaw<{ status: string; count: bigint; amount: bigint; net: bigint; gatewayFee: bigint }[]>`
    SELECT status, sum(count)::bigint AS count, sum(amount)::bigint AS amount, sum(net)::bigint AS net, sum("gatewayFee")::bigint AS "gatewayFee"
    FROM (
      SELECT status, count, amount, net, "gatewayFee" FROM payment_daily_totals ${where}
      UNION ALL
      SELECT status, count, amount, net, "gatewayFee" FROM payment_stat_deltas ${where}
    ) totals
    GROUP BY status`;
  const of = (status: string) => groups.find((group) => group.status === status);
  const count = (status: string) => Number(of(status)?.count ?? 0);
  return {
    totalPayments: groups.reduce((total, group) => total + Number(group.count), 0),
    finishedCount: count("FINISHED"),
    pendingCount: count("CREATED") + count("PENDING"),
    finishedNet: Number(of("FINISHED")?.net ?? 0),
    finishedAfterGateway: Number((of("FINISHED")?.amount ?? 0n) - (of("FINISHED")?.gatewayFee ?? 0n)),
    cancelledAmount: Number(of("CANCELLED")?.amount ?? 0),
  };
}

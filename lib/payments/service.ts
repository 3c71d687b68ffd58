import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { db } from "@/lib/db/client";
import { direct, type Sql } from "@/lib/db/direct";
import { replicaRead } from "@/lib/db/replica";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, toPage } from "@/lib/http/pagination";
import type { StatScope } from "@/lib/reports/queries";
import { sellerCompanies } from "@/lib/users/sellers";
import { saoPauloDayEnd } from "@/lib/time/sao-paulo-days";
import { expireIfDue } from "./withdraw-charge";
import { paymentsWithLink, paymentWithBuyerDocument, visiblePayment } from "./payment-rows";
import {
  countPayments,
  type PaymentFilters,
  paymentPageStart,
  paymentPageIds,
  paymentTotalsByStatus,
} from "./queries/listing";
import { toCheckoutPaymentJson, toPaymentDetailJson, toPaymentJson } from "./serializers";

/** The filters the daily totals are keyed by (seller, São Paulo days, status), as their scope. */
export function statScope(filters: PaymentFilters): StatScope {
  return {
    ...(filters.sellerId !== undefined && { sellerId: filters.sellerId }),
    ...(filters.startDate !== undefined && { start: filters.startDate }),
    ...(filters.endDate !== undefined && { end: filters.endDate }),
    ...(filters.status !== undefined && { statuses: [filters.status] }),
  };
}

/** Whether the filters are what the daily totals are keyed by; a search or a link must count rows. */
const countedByDay = (filters: PaymentFilters) => filters.search === undefined && filters.paymentLinkId === undefined;

/**
 * One page, newest first, whose cost does not grow with the history: the daily totals give the
 * total and the day the page starts in, so the index is only walked from that day on (an offset
 * within one day) for the ids, and then only those rows are read in full.
 */
async function pageOf(sql: Sql, filters: PaymentFilters, { page, perPage }: PageQuery) {
  const offset = (page - 1) * perPage;
  let total: number;
  let before: Date | null = null;
  let skip = offset;
  if (countedByDay(filters)) {
    const [start] = await paymentPageStart(sql, statScope(filters), offset);
    total = Number(start?.total ?? 0);
    if (offset >= total) return { rows: [], total };
    // Whole days newer than the page's first row are skipped through the index bound.
    if (start?.day && start.newer) {
      before = saoPauloDayEnd(start.day);
      skip = offset - Number(start.newer);
    }
  } else {
    const [counted] = await countPayments(sql, filters);
    total = Number(counted?.total ?? 0);
  }
  const ids = await paymentPageIds(sql, filters, before, perPage, skip);
  const rows = ids.length ? await paymentsWithLink(sql, { ids: ids.map((row) => row.id) }) : [];
  return { rows, total };
}

export async function listPayments(actor: Actor, { page, perPage, ...filters }: PageQuery & PaymentFilters) {
  const scoped = { ...filters, sellerId: actor.sellerId };
  const { rows, total } = await replicaRead(actor, ({ sql }) => pageOf(sql, scoped, { page, perPage }));
  return toPage(rows.map(toPaymentJson), total, { page, perPage });
}

/**
 * A payment for its owner or an admin, with the buyer's document; an unpaid one past its expiry is cancelled on the
 * way.
 */
export async function getPayment(actor: Actor, id: string) {
  const found = await paymentWithBuyerDocument(direct, visiblePayment(actor, id));
  if (!found) throw new AppError("NOT_FOUND");
  return toPaymentDetailJson(await expireIfDue(found.payment), found.document);
}

/** What the buyer's checkout may see of a payment made through a link. */
export async function getCheckoutPayment(hash: string, paymentId: string) {
  const payment = await db().payment.findFirst({
    where: { id: paymentId, paymentLink: { hash } },
    include: { paymentLink: true },
  });
  if (!payment) throw new AppError("NOT_FOUND");
  return toCheckoutPaymentJson(await expireIfDue(payment));
}

export async function listAdminPayments(actor: Actor, { page, perPage, ...filters }: PageQuery & PaymentFilters) {
  assertAdmin(actor);
  const { rows, total } = await replicaRead(actor, ({ sql }) => pageOf(sql, filters, { page, perPage }));
  const sellerOf = await sellerCompanies(rows.map((row) => row.sellerId));
  const customerOf = (sellerId: string) => {
    const seller = sellerOf.get(sellerId);
    if (!seller) return null;
    const enterprises = seller.enterprises.map(({ id, cnpj, commercialName }) => ({ id, cnpj, commercialName }));
    return { id: seller.id, email: seller.email, companyName: seller.companyName, enterprises };
  };
  return toPage(
    rows.map((row) => ({ ...toPaymentJson(row), customer: customerOf(row.sellerId) })),
    total,
    { page, perPage },
  );
}

/**
 * Platform totals for the admin, optionally for one seller and a day range: read from
 * the daily totals plus the deltas not folded yet, so they cost the same on any history size.
 */
export async function paymentTotals(actor: Actor, filters: PaymentFilters) {
  assertAdmin(actor);
  const scope = statScope({ ...filters, status: undefined });
  const groups = await replicaRead(actor, ({ sql }) => paymentTotalsByStatus(sql, scope));
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

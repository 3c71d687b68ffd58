import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin, assertCan } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit/record-audit";
import { type Db, db, type Tx } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { replicaRead } from "@/lib/db/replica";
import { transaction } from "@/lib/db/transaction";
import type { Prisma, WithdrawalStatus } from "@/lib/db/generated/client";
import { emitEvent } from "@/lib/events/emit-event";
import { feeOf } from "@/lib/fees/calculate";
import { AppError } from "@/lib/http/errors";
import { type IdempotencyRequest, runIdempotent } from "@/lib/http/idempotency";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { lockSellerAccount } from "@/lib/ledger/post-journal";
import { centsToReais, formatBRL } from "@/lib/money";
import { payoutProvider } from "@/lib/payouts/providers";
import { createdWithin, saoPauloDayStart, saoPauloToday } from "@/lib/time/sao-paulo-days";
import { sellerCompanies } from "@/lib/users/sellers";
import { getWithdrawalConfig, withdrawalTermsOf } from "./config";
import { holdWithdrawal, releaseWithdrawal } from "./ledger";
import { approvePayout, dispatchPayout, isPayoutUnconfirmed, unconfirmedPayouts } from "./payouts";
import { payoutKeyForWithdrawal, trustPayoutKey } from "./payout-keys";
import { normalizePixKey } from "./pix-key";
import {
  insertWithdrawal,
  lockSellerWithdrawalRow,
  lockWithdrawalRow,
  markWithdrawalCancelled,
  markWithdrawalRejected,
  withdrawnSince,
} from "./queries";
import type { CreateWithdrawalInput } from "./schema";
import { payoutKeyReviewRequired, toWithdrawalJson } from "./serializers";
import { assertWithdrawalTransition } from "./state";

/** Statuses whose amount counts against the daily limit (money that left or is leaving). */
const COUNTED: WithdrawalStatus[] = ["REQUESTED", "PROCESSING", "COMPLETED"];

/**
 * Centavos of the seller's withdrawals asked for today (São Paulo) that count against the daily limit. Bigint like the
 * limit: withdrawals of one payment's maximum each may pass 2^31 centavos.
 */
async function withdrawnToday(tx: Tx, sellerId: string): Promise<bigint> {
  const [today] = await withdrawnSince(tx, sellerId, COUNTED, saoPauloDayStart(saoPauloToday()));
  return today?.sum ?? 0n;
}

/** The seller's withdrawal rules, with what today's withdrawals took of the daily limit, for the form to check. */
export async function getOwnWithdrawalConfig(actor: Actor) {
  const [config, today] = await Promise.all([getWithdrawalConfig(actor), withdrawnToday(direct, actor.sellerId)]);
  return { ...config, withdrawnToday: centsToReais(today) };
}

/**
 * Requests a withdrawal: the rules of the seller's config, then the amount held from available
 * under a row lock on the seller's account, so concurrent requests can never overdraw it or
 * pass the daily limit together.
 */
export async function createWithdrawal(
  actor: Actor,
  input: CreateWithdrawalInput,
  idempotency: IdempotencyRequest | null,
) {
  assertCan(actor, "withdraw");
  if (input.pixKey !== undefined && !normalizePixKey(input.pixKey, input.pixKeyType)) {
    throw new AppError("VALIDATION_FAILED", undefined, {
      details: [{ path: "pixKey", message: "Chave PIX inválida" }],
    });
  }
  const created = await transaction((tx) =>
    runIdempotent(tx, actor.sellerId, idempotency, async () => {
      const sellerId = actor.sellerId;
      const terms = await withdrawalTermsOf(tx, sellerId);
      if (actor.via === "integration" && !terms.allowApi)
        throw new AppError("FORBIDDEN", "Saques pela API não estão habilitados para esta conta.");
      if (input.amount < terms.minAmount)
        throw new AppError("LIMIT_EXCEEDED", `O saque mínimo é ${formatBRL(terms.minAmount)}.`);
      if (input.amount > terms.maxAmount)
        throw new AppError("LIMIT_EXCEEDED", `O saque máximo é ${formatBRL(terms.maxAmount)}.`);
      const fee = feeOf({ target: "SERVICE", feeType: terms.feeType, feeValue: terms.feeValue }, input.amount);
      if (input.amount - fee <= 0) throw new AppError("FEES_EXCEED_AMOUNT");

      const available = await lockSellerAccount(tx, sellerId, "SELLER_AVAILABLE");
      if ((await withdrawnToday(tx, sellerId)) + BigInt(input.amount) > terms.dailyLimit) {
        throw new AppError("LIMIT_EXCEEDED", `O limite diário de saques é ${formatBRL(terms.dailyLimit)}.`);
      }
      if (available < BigInt(input.amount)) throw new AppError("INSUFFICIENT_BALANCE");

      const key = await payoutKeyForWithdrawal(tx, sellerId, input);
      const requested = (
        await insertWithdrawal(tx, {
          sellerId,
          amount: input.amount,
          fee,
          netAmount: input.amount - fee,
          pixKey: key.pixKey,
          pixKeyType: key.pixKeyType,
          payoutKeyId: key.id,
          payableFrom: key.payableFrom && key.payableFrom > new Date() ? key.payableFrom : null,
          // Paid out through the provider of the day it was asked for, which it keeps.
          provider: payoutProvider().name,
        })
      )[0]!;
      await holdWithdrawal(tx, requested);
      await emitEvent(tx, sellerId, "withdrawal.requested", toWithdrawalJson(requested));
      await recordAudit(tx, actor, {
        action: "withdrawal.requested",
        entityType: "withdrawal",
        entityId: requested.id,
        after: { amount: requested.amount, fee: requested.fee, payoutKeyId: key.id, status: requested.status },
      });
      // The first payout to a key no one checked the holder of waits for an admin, whatever the mode.
      const automatic = terms.mode === "AUTOMATIC" && !payoutKeyReviewRequired(key);
      const withdrawal = automatic ? await approvePayout(tx, requested, null) : requested;
      return toWithdrawalJson(withdrawal);
    }),
  );
  // Approved on the way (AUTOMATIC): the payout goes out after the commit, outside the transaction.
  if (created.status === "PROCESSING") await dispatchPayout(created.id);
  return created;
}

/** Row-locks a withdrawal: one of `sellerId`'s, or any seller's (null) for an admin's review. */
async function lockWithdrawal(tx: Tx, id: string, sellerId: string | null) {
  const [row] = sellerId === null ? await lockWithdrawalRow(tx, id) : await lockSellerWithdrawalRow(tx, id, sellerId);
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

export async function cancelWithdrawal(actor: Actor, id: string) {
  assertCan(actor, "withdraw");
  if (!actor.sellerId) throw new AppError("UNAUTHORIZED");
  return transaction(async (tx) => {
    const withdrawal = await lockWithdrawal(tx, id, actor.sellerId);
    assertWithdrawalTransition(withdrawal.status, "CANCELLED");
    const cancelled = (await markWithdrawalCancelled(tx, id))[0]!;
    await releaseWithdrawal(tx, cancelled);
    const json = toWithdrawalJson(cancelled);
    await emitEvent(tx, cancelled.sellerId, "withdrawal.cancelled", json);
    await recordAudit(tx, actor, {
      action: "withdrawal.cancelled",
      entityType: "withdrawal",
      entityId: id,
      before: { status: withdrawal.status },
      after: { status: cancelled.status },
    });
    return json;
  });
}

export async function approveWithdrawal(actor: Actor, id: string) {
  assertAdmin(actor);
  await transaction(async (tx) => {
    const withdrawal = await lockWithdrawal(tx, id, null);
    await approvePayout(tx, withdrawal, actor);
    if (withdrawal.payoutKeyId) await trustPayoutKey(tx, actor, withdrawal.payoutKeyId);
  });
  return toWithdrawalJson(await dispatchPayout(id));
}

export async function rejectWithdrawal(actor: Actor, id: string, reason?: string) {
  assertAdmin(actor);
  return transaction(async (tx) => {
    const withdrawal = await lockWithdrawal(tx, id, null);
    assertWithdrawalTransition(withdrawal.status, "REJECTED");
    const rejected = (
      await markWithdrawalRejected(tx, id, new Date(), actor.userId, reason ?? "Recusado pela análise")
    )[0]!;
    await releaseWithdrawal(tx, rejected);
    const json = toWithdrawalJson(rejected);
    await emitEvent(tx, rejected.sellerId, "withdrawal.rejected", json);
    await recordAudit(tx, actor, {
      action: "withdrawal.rejected",
      entityType: "withdrawal",
      entityId: id,
      before: { status: withdrawal.status },
      after: { status: "REJECTED", reason: rejected.rejectionReason },
    });
    return json;
  });
}

export type WithdrawalFilters = { status?: WithdrawalStatus; startDate?: string; endDate?: string; sellerId?: string };

function filtersToWhere({ status, sellerId, ...range }: WithdrawalFilters): Prisma.WithdrawalWhereInput {
  const requestedAt = createdWithin(range);
  return {
    ...(sellerId !== undefined && { sellerId }),
    ...(status !== undefined && { status }),
    ...(requestedAt && { requestedAt }),
  };
}

async function pageOf(
  where: Prisma.WithdrawalWhereInput,
  page: PageQuery,
  order: "asc" | "desc" = "desc",
  client: Db = db(),
) {
  return Promise.all([
    client.withdrawal.findMany({ where, orderBy: [{ requestedAt: order }, { id: order }], ...pageWindow(page) }),
    client.withdrawal.count({ where }),
  ]);
}

export async function listWithdrawals(actor: Actor, { page, perPage, ...filters }: PageQuery & WithdrawalFilters) {
  const [rows, total] = await pageOf(filtersToWhere({ ...filters, sellerId: actor.sellerId }), { page, perPage });
  return toPage(rows.map(toWithdrawalJson), total, { page, perPage });
}

export async function getWithdrawal(actor: Actor, id: string) {
  const withdrawal = await db().withdrawal.findFirst({
    where: { id, ...(actor.role !== "admin" && { sellerId: actor.sellerId }) },
  });
  if (!withdrawal) throw new AppError("NOT_FOUND");
  return toWithdrawalJson(withdrawal);
}

async function withSellers(rows: Awaited<ReturnType<typeof pageOf>>[0]) {
  const keyIds = rows.flatMap((row) => (row.status === "REQUESTED" && row.payoutKeyId ? [row.payoutKeyId] : []));
  const [sellerOf, keys] = await Promise.all([
    sellerCompanies(rows.map((row) => row.sellerId)),
    keyIds.length
      ? db().payoutKey.findMany({
          where: { id: { in: keyIds } },
          select: { id: true, holderVerified: true, approvedAt: true },
        })
      : [],
  ]);
  const unverified = new Set(keys.filter(payoutKeyReviewRequired).map((key) => key.id));
  const now = new Date();
  return rows.map((row) => {
    const { id, companyName, enterprises } = sellerOf.get(row.sellerId)!;
    return {
      ...toWithdrawalJson(row),
      seller: {
        id,
        companyName,
        enterprises: enterprises.map((enterprise) => ({ id: enterprise.id, cnpj: enterprise.cnpj })),
      },
      reviewReason:
        row.status === "REQUESTED" && row.payoutKeyId && unverified.has(row.payoutKeyId)
          ? ("NEW_PAYOUT_KEY" as const)
          : isPayoutUnconfirmed(row, now)
            ? ("PAYOUT_UNCONFIRMED" as const)
            : null,
    };
  });
}

export async function listAdminWithdrawals(actor: Actor, { page, perPage, ...filters }: PageQuery & WithdrawalFilters) {
  assertAdmin(actor);
  const where = filtersToWhere(filters);
  const [rows, total] = await replicaRead(actor, ({ prisma }) => pageOf(where, { page, perPage }, "desc", prisma));
  return toPage(await withSellers(rows), total, { page, perPage });
}

/** Requests awaiting review, oldest first. */
export async function listWithdrawalQueue(actor: Actor, page: PageQuery) {
  assertAdmin(actor);
  const [rows, total] = await pageOf({ status: "REQUESTED" }, page, "asc");
  return toPage(await withSellers(rows), total, page);
}

/** Payouts the PSP has not confirmed a day after they were asked for, oldest first: an admin has to find out. */
export async function listUnconfirmedPayouts(actor: Actor, page: PageQuery) {
  assertAdmin(actor);
  const [rows, total] = await pageOf(unconfirmedPayouts(), page, "asc");
  return toPage(await withSellers(rows), total, page);
}

export async function withdrawalDashboard(actor: Actor) {
  assertAdmin(actor);
  const [groups, unconfirmed] = await Promise.all([
    db().withdrawal.groupBy({ by: ["status"], _count: { _all: true }, _sum: { amount: true } }),
    db().withdrawal.aggregate({ where: unconfirmedPayouts(), _count: { _all: true }, _sum: { amount: true } }),
  ]);
  const pick = (statuses: WithdrawalStatus[]) => groups.filter((group) => statuses.includes(group.status));
  const approved = pick(["PROCESSING", "COMPLETED"]);
  const pending = pick(["REQUESTED"]);
  const sum = (list: typeof groups) => centsToReais(list.reduce((total, group) => total + (group._sum.amount ?? 0), 0));
  const count = (list: typeof groups) => list.reduce((total, group) => total + group._count._all, 0);
  return {
    totalAmountApproved: sum(approved),
    qtdWithdrawalsApproved: count(approved),
    qtdWithdrawalsPending: count(pending),
    totalAmountPending: sum(pending),
    qtdPayoutsUnconfirmed: unconfirmed._count._all,
    totalAmountUnconfirmed: centsToReais(unconfirmed._sum.amount ?? 0),
  };
}

import "#server-only";
import { assertCan } from "@/lib/auth/guards";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit/record-audit";
import { db, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { type IdempotencyRequest, runIdempotent } from "@/lib/http/idempotency";
import { pageWindow, toPage } from "@/lib/http/pagination";
import { newLinkHash } from "./hash";
import { deactivateSellerLink, insertLink, lockSellerLink, reactivateLink, sellerLinkId, updateLink } from "./queries";
import type { CreatePaymentLinkInput, PaymentLinkListQuery, UpdatePaymentLinkInput } from "./schema";
import { linkAvailability, toPaymentLinkJson, toPublicPaymentLinkJson } from "./serializers";

/** A hash collision is ~2^-95 per try; a few tries make failing mean something else is wrong. */
const HASH_ATTEMPTS = 5;

async function insertPaymentLink(tx: Tx, actor: Actor, input: CreatePaymentLinkInput) {
  for (let attempt = 0; attempt < HASH_ATTEMPTS; attempt++) {
    // ON CONFLICT DO NOTHING: a taken hash returns no row instead of aborting the transaction.
    const [link] = await insertLink(tx, {
      sellerId: actor.sellerId,
      description: input.description,
      amount: input.amount,
      expiresAt: input.expiresAt ?? null,
      maxPayments: input.maxPayments ?? null,
      hash: newLinkHash(),
    });
    if (link) {
      const json = toPaymentLinkJson(link);
      await recordAudit(tx, actor, {
        action: "payment_link.created",
        entityType: "payment_link",
        entityId: link.id,
        after: json,
      });
      return json;
    }
  }
  throw new Error(`no free payment link hash after ${HASH_ATTEMPTS} attempts`);
}

export async function createPaymentLink(
  actor: Actor,
  input: CreatePaymentLinkInput,
  idempotency: IdempotencyRequest | null,
) {
  assertCan(actor, "sell");
  return transaction((tx) => runIdempotent(tx, actor.sellerId, idempotency, () => insertPaymentLink(tx, actor, input)));
}

export async function listPaymentLinks(actor: Actor, { status, ...page }: PaymentLinkListQuery) {
  const where: Prisma.PaymentLinkWhereInput = { sellerId: actor.sellerId, ...(status !== undefined && { status }) };
  const [rows, total] = await Promise.all([
    db().paymentLink.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(page) }),
    db().paymentLink.count({ where }),
  ]);
  return toPage(rows.map(toPaymentLinkJson), total, page);
}

/** The owner's link by its id; another seller's link is as missing as an unknown one. */
export async function getOwnPaymentLink(actor: Actor, id: string) {
  const link = await db().paymentLink.findFirst({ where: { id, sellerId: actor.sellerId } });
  if (!link) throw new AppError("NOT_FOUND", "Link de pagamento não encontrado.");
  return toPaymentLinkJson(link);
}

/** What the seller's name on a checkout is made of (toPublicPaymentLinkJson). */
export const WITH_SELLER_NAME = {
  seller: {
    select: {
      companyName: true,
      enterprises: {
        where: { status: "APPROVED", deletedAt: null },
        select: { commercialName: true },
        orderBy: { reviewedAt: "desc" },
        take: 1,
      },
    },
  },
} satisfies Prisma.PaymentLinkInclude;

/** The checkout's view of a link: inactive links too, so the page can say so. */
export async function getPublicPaymentLink(hash: string) {
  const link = await db().paymentLink.findUnique({ where: { hash }, include: WITH_SELLER_NAME });
  if (!link) throw new AppError("NOT_FOUND", "Link de pagamento não encontrado.");
  return toPublicPaymentLinkJson(link);
}

/** Deactivates the owner's link; deactivating an inactive one changes nothing and succeeds. */
export async function deactivatePaymentLink(actor: Actor, id: string) {
  assertCan(actor, "sell");
  await transaction(async (tx) => {
    const deactivatedAt = new Date();
    if ((await deactivateSellerLink(tx, id, actor.sellerId, deactivatedAt)) === 1) {
      await recordAudit(tx, actor, {
        action: "payment_link.deactivated",
        entityType: "payment_link",
        entityId: id,
        before: { status: "ACTIVE" },
        after: { status: "INACTIVE", deactivatedAt: deactivatedAt.toISOString() },
      });
      return;
    }
    if ((await sellerLinkId(tx, id, actor.sellerId)).length === 0) throw new AppError("NOT_FOUND");
  });
}

/**
 * Switches the owner's deactivated link back on, unless it could take no payment anyway (expired or
 * at its limit). Reactivating an active link changes nothing and answers it. The row lock orders
 * this against a deactivation or an edit of the same link.
 */
export async function reactivatePaymentLink(actor: Actor, id: string) {
  assertCan(actor, "sell");
  return transaction(async (tx) => {
    const [link] = await lockSellerLink(tx, id, actor.sellerId);
    if (!link) throw new AppError("NOT_FOUND", "Link de pagamento não encontrado.");
    if (link.status === "ACTIVE") return toPaymentLinkJson(link);
    const availability = linkAvailability({ ...link, status: "ACTIVE" });
    if (availability === "EXPIRED") throw new AppError("PAYMENT_LINK_EXPIRED");
    if (availability === "LIMIT_REACHED") throw new AppError("PAYMENT_LINK_LIMIT_REACHED");
    const [updated] = await reactivateLink(tx, id);
    await recordAudit(tx, actor, {
      action: "payment_link.reactivated",
      entityType: "payment_link",
      entityId: id,
      before: { status: "INACTIVE", deactivatedAt: link.deactivatedAt?.toISOString() ?? null },
      after: { status: "ACTIVE" },
    });
    return toPaymentLinkJson(updated!);
  });
}

/**
 * Changes the owner's link: its expiry and payment limit at any time, its description and amount
 * only while no charge was ever made
 * through it, pending or expired ones included: a charge carries them to its payer and its
 * receipt, so they must still describe it. The row lock orders this against a first charge.
 */
export async function updatePaymentLink(actor: Actor, id: string, input: UpdatePaymentLinkInput) {
  assertCan(actor, "sell");
  return transaction(async (tx) => {
    const [link] = await lockSellerLink(tx, id, actor.sellerId);
    if (!link) throw new AppError("NOT_FOUND", "Link de pagamento não encontrado.");
    if (link.status !== "ACTIVE") throw new AppError("PAYMENT_LINK_INACTIVE");
    const changesWhatWasCharged = input.description !== undefined || input.amount !== undefined;
    if (changesWhatWasCharged && link.firstChargeAt) throw new AppError("PAYMENT_LINK_LOCKED");
    const [updated] = await updateLink(tx, id, input);
    const before = toPaymentLinkJson(link);
    const after = toPaymentLinkJson(updated!);
    await recordAudit(tx, actor, {
      action: "payment_link.updated",
      entityType: "payment_link",
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

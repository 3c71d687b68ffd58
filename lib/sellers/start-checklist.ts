import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { PAID_STATUSES } from "@/lib/payments/schema";

/** A new seller's way to their first sale, in order. */
export const START_STEPS = ["companyApproved", "payoutKey", "firstLink", "firstSale"] as const;
export type StartStep = (typeof START_STEPS)[number];
export type StartChecklist = { steps: { key: StartStep; done: boolean }[]; complete: boolean };

function sellerOf(actor: Actor) {
  if (actor.role !== "seller" || !actor.sellerId) throw new AppError("FORBIDDEN");
  return actor.sellerId;
}

/**
 * Where the seller account acted in stands on the way to its first sale, read from its own data: every member sees
 * it, whatever their role. A sale is a payment the buyer paid, refunded since or not.
 */
export async function startChecklist(actor: Actor): Promise<StartChecklist> {
  const sellerId = sellerOf(actor);
  const [seller, payoutKey, link, sale] = await Promise.all([
    db().user.findUniqueOrThrow({ where: { id: sellerId }, select: { approved: true } }),
    db().payoutKey.findFirst({ where: { sellerId, current: true }, select: { id: true } }),
    db().paymentLink.findFirst({ where: { sellerId }, select: { id: true } }),
    db().payment.findFirst({ where: { sellerId, status: { in: [...PAID_STATUSES] } }, select: { id: true } }),
  ]);
  const done: Record<StartStep, boolean> = {
    companyApproved: seller.approved,
    payoutKey: payoutKey !== null,
    firstLink: link !== null,
    firstSale: sale !== null,
  };
  const steps = START_STEPS.map((key) => ({ key, done: done[key] }));
  return { steps, complete: steps.every((step) => step.done) };
}

/** What the seller account was registered with: a new company's form starts from it. */
export async function sellerRegistration(actor: Actor): Promise<{ companyName: string; email: string }> {
  return db().user.findUniqueOrThrow({
    where: { id: sellerOf(actor) },
    select: { companyName: true, email: true },
  });
}

import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { AppError } from "@/lib/http/errors";
import { pageWindow, toPage } from "@/lib/http/pagination";
import { centsToReais } from "@/lib/money";
import { sellerReserveHolds } from "./queries";
import type { ReserveHoldJson, ReserveHoldsQuery } from "./schema";

type HoldRow = Awaited<ReturnType<typeof sellerReserveHolds>>[number];

function toReserveHoldJson(hold: HoldRow): ReserveHoldJson {
  // A hold refunds emptied is let go with nothing left; one the job released keeps what it released.
  const status = hold.releasedAt === null ? "HELD" : hold.amount === 0 ? "REFUNDED" : "RELEASED";
  return {
    id: hold.id,
    paymentId: hold.paymentId,
    buyerName: hold.buyerName,
    paymentAmount: centsToReais(hold.paymentAmount),
    kind: hold.kind as ReserveHoldJson["kind"],
    status,
    amount: centsToReais(hold.amount),
    refunded: centsToReais(hold.refunded),
    heldAt: hold.createdAt.toISOString(),
    releaseAt: hold.releaseAt.toISOString(),
    releasedAt: hold.releasedAt?.toISOString() ?? null,
  };
}

/**
 * The seller's reserve, hold by hold (one per sale and kind): what it keeps, until when, what refunds took; of one sale
 * with `paymentId`.
 */
export async function listReserveHolds(actor: Actor, query: ReserveHoldsQuery) {
  if (actor.role !== "seller" || !actor.sellerId) throw new AppError("FORBIDDEN");
  const { skip, take } = pageWindow(query);
  const paymentId = query.paymentId ?? null;
  const [rows, total] = await Promise.all([
    sellerReserveHolds(direct, actor.sellerId, paymentId, take, skip),
    db().reserveHold.count({ where: { sellerId: actor.sellerId, ...(paymentId && { paymentId }) } }),
  ]);
  return toPage(rows.map(toReserveHoldJson), total, query);
}

import "#server-only";
import type { UnmatchedPix } from "@/lib/db/generated/client";
import { centsToReais } from "@/lib/money";
import { heldAmountOf } from "./held-amount";
import type { UnmatchedPixJson } from "./schema";

export function toUnmatchedPixJson(row: UnmatchedPix, payer: UnmatchedPixJson["payer"]): UnmatchedPixJson {
  return {
    id: row.id,
    endToEndId: row.endToEndId,
    paymentId: row.paymentId,
    sellerId: row.sellerId,
    payer,
    amount: centsToReais(row.amount),
    medReturned: centsToReais(row.medReturned),
    heldAmount: centsToReais(heldAmountOf(row)),
    reason: row.reason,
    status: row.status,
    failureReason: row.failureReason,
    receivedAt: row.receivedAt.toISOString(),
    returnedAt: row.returnedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

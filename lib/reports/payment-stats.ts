import "#server-only";
import type { Tx } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import type { PaymentStatus } from "@/lib/db/generated/enums";
import { foldStatDeltas, insertStatDeltas } from "./queries";

type Counted = {
  id: string;
  sellerId: string;
  amount: number;
  serviceFee: number;
  gatewayFee: number;
  createdAt: Date;
};

/**
 * Records a payment's move from one status through each of `to` in turn in the daily totals:
 * insert-only delta rows (none of the contention an in-place counter would have), all in one
 * statement in the caller's transaction.
 */
export async function recordStatusChange(
  tx: Tx,
  payment: Counted,
  from: PaymentStatus | null,
  ...to: [PaymentStatus, ...PaymentStatus[]]
) {
  const moves = to.flatMap((status, i) => {
    const previous = i === 0 ? from : to[i - 1]!;
    return [...(previous ? [{ status: previous, sign: -1 }] : []), { status, sign: 1 }];
  });
  const { sellerId, createdAt, amount, gatewayFee } = payment;
  await insertStatDeltas(tx, {
    sellerId,
    createdAt,
    amount,
    net: amount - payment.serviceFee - gatewayFee,
    gatewayFee,
    moves,
  });
}

/**
 * Folds every visible delta into the per-seller daily totals and running totals by month and
 * year, and the platform daily totals, in one statement; returns how many were folded.
 */
export async function foldPaymentStats(): Promise<number> {
  const [row] = await foldStatDeltas(direct);
  return Number(row?.folded ?? 0);
}

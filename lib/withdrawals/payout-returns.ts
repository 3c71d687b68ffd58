import "#server-only";
import { transaction } from "@/lib/db/transaction";
import { queueSellerEmail } from "@/lib/email/outbox";
import { emitEvent } from "@/lib/events/emit-event";
import { AppError } from "@/lib/http/errors";
import type { PayoutReturn } from "@/lib/payouts/provider";
import { returnWithdrawal } from "./ledger";
import { addWithdrawalReturned, insertWithdrawalReturn, lockWithdrawalRow, withdrawalReturnId } from "./queries";
import { toWithdrawalJson } from "./serializers";

/** Books each return of a completed payout not booked yet, each in its own transaction; how many it booked. */
export async function bookPayoutReturns(withdrawalId: string, returns: PayoutReturn[]): Promise<number> {
  let booked = 0;
  for (const payoutReturn of returns) if (await bookPayoutReturn(withdrawalId, payoutReturn)) booked++;
  return booked;
}

/**
 * The receiving bank sent back (part of) a completed payout: the seller is credited the amount, once per return id
 * (under the withdrawal's row lock), told by withdrawal.returned and by e-mail. The fee stays: the payout was made.
 */
async function bookPayoutReturn(withdrawalId: string, payoutReturn: PayoutReturn): Promise<boolean> {
  return transaction(async (tx) => {
    const [withdrawal] = await lockWithdrawalRow(tx, withdrawalId);
    if (!withdrawal) throw new AppError("NOT_FOUND");
    if (withdrawal.status !== "COMPLETED") return false;
    if ((await withdrawalReturnId(tx, withdrawalId, payoutReturn.returnId)).length) return false;
    // Never booked on a guess: a person has to look at returns above what was sent.
    if (payoutReturn.amount <= 0 || withdrawal.returnedAmount + payoutReturn.amount > withdrawal.netAmount)
      throw new Error(
        `the PSP reports a return ${payoutReturn.returnId} of ${payoutReturn.amount} centavos for withdrawal ${withdrawal.id}, ${withdrawal.returnedAmount} of ${withdrawal.netAmount} returned before`,
      );
    await insertWithdrawalReturn(tx, withdrawal, payoutReturn);
    const returned = (await addWithdrawalReturned(tx, withdrawalId, payoutReturn.amount))[0]!;
    await returnWithdrawal(tx, returned, payoutReturn.amount);
    await emitEvent(tx, returned.sellerId, "withdrawal.returned", toWithdrawalJson(returned));
    await queueSellerEmail(tx, returned.sellerId, {
      template: "withdrawal.returned",
      data: {
        withdrawalId: returned.id,
        amount: payoutReturn.amount,
        netAmount: returned.netAmount,
        pixKey: returned.pixKey,
        pixKeyType: returned.pixKeyType,
        returnedAt: payoutReturn.returnedAt,
      },
      dedupeKey: `withdrawal.returned:${returned.id}:${payoutReturn.returnId}`,
    });
    return true;
  });
}

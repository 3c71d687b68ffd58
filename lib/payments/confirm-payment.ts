import "#server-only";
import type { Tx } from "@/lib/db/client";
import type { Payment } from "@/lib/db/generated/client";
import { postJournal } from "@/lib/ledger/post-journal";
import { PERCENT_SCALE } from "@/lib/fees/calculate";
import { reserveConfigOf, type ReserveTerms } from "@/lib/reserves/service";
import { insertReserveHold, sellerApprovedAt } from "./queries/settlement";

/** round(net × percentage), half-up, in integers. */
function reserveAmount(net: number, percentage: number): number {
  return Number((BigInt(net) * BigInt(percentage) * 2n + BigInt(PERCENT_SCALE)) / (2n * BigInt(PERCENT_SCALE)));
}

const HOUR_MS = 3600 * 1000;

/** Whether the payment falls under the precautionary hold: a large one of a seller approved recently. */
async function isPrecautionary(tx: Tx, payment: Payment, terms: ReserveTerms, confirmedAt: Date) {
  if (terms.newSellerDays === 0 || payment.amount <= terms.newSellerHoldAbove) return false;
  const [seller] = await sellerApprovedAt(tx, payment.sellerId);
  return (
    !!seller?.approvedAt && confirmedAt.getTime() - seller.approvedAt.getTime() < terms.newSellerDays * 24 * HOUR_MS
  );
}

/**
 * Books a confirmed payment: the gross arrives at the provider, fees go to the platform and the
 * gateway, the reserve is held back until its release date, the rest becomes available (after the
 * precautionary hold, for a new seller's large payment).
 */
export async function bookConfirmedPayment(tx: Tx, payment: Payment, confirmedAt: Date) {
  const net = payment.amount - payment.serviceFee - payment.gatewayFee;
  const reserve = await reserveConfigOf(tx, payment.sellerId);
  const held = reserve.isActive ? reserveAmount(net, reserve.percentage) : 0;
  const releaseAt = new Date(confirmedAt.getTime() + reserve.days * 24 * HOUR_MS);
  const precautionary = (await isPrecautionary(tx, payment, reserve, confirmedAt)) ? Math.max(net - held, 0) : 0;
  const precautionaryUntil = new Date(confirmedAt.getTime() + reserve.newSellerHoldHours * HOUR_MS);
  const seller = payment.sellerId;
  await postJournal(tx, {
    kind: "PAYMENT_CONFIRMED",
    paymentId: payment.id,
    entries: [
      { account: { platform: "PROVIDER_CLEARING" }, amount: -payment.amount, reason: "PAYMENT_RECEIVED" },
      { account: { seller, type: "SELLER_AVAILABLE" }, amount: payment.amount, reason: "PAYMENT_RECEIVED" },
      { account: { seller, type: "SELLER_AVAILABLE" }, amount: -payment.serviceFee, reason: "SYSTEM_FEE" },
      { account: { platform: "PLATFORM_FEES" }, amount: payment.serviceFee, reason: "SYSTEM_FEE" },
      { account: { seller, type: "SELLER_AVAILABLE" }, amount: -payment.gatewayFee, reason: "SYSTEM_FEE" },
      { account: { platform: "GATEWAY_FEES" }, amount: payment.gatewayFee, reason: "SYSTEM_FEE" },
      { account: { seller, type: "SELLER_AVAILABLE" }, amount: -held, reason: "RETENTION" },
      { account: { seller, type: "SELLER_RESERVED" }, amount: held, reason: "RETENTION", availableAt: releaseAt },
      { account: { seller, type: "SELLER_AVAILABLE" }, amount: -precautionary, reason: "RETENTION" },
      {
        account: { seller, type: "SELLER_RESERVED" },
        amount: precautionary,
        reason: "RETENTION",
        availableAt: precautionaryUntil,
      },
    ],
  });
  const holds = [
    { kind: "ROLLING" as const, amount: held, releaseAt },
    { kind: "PRECAUTIONARY" as const, amount: precautionary, releaseAt: precautionaryUntil },
  ].filter((hold) => hold.amount > 0);
  for (const hold of holds) await insertReserveHold(tx, { sellerId: seller, paymentId: payment.id, ...hold });
}

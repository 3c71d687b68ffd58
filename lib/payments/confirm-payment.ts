import type { Tx } from "@/lib/db/client";
import type { Payment } from "@/lib/db/generated/client";
import { postJournal } from "@/lib/ledger/post-journal";
import { PERCENT_SCALE } from "@/lib/fees/calculate";
import { reserveConfigOf } from "@/lib/reserves/service";

/** round(net × percentage), half-up, in integers. */
function reserveAmount(net: number, percentage: number): number {
  return Number((BigInt(net) * BigInt(percentage) * 2n + BigInt(PERCENT_SCALE)) / (2n * BigInt(PERCENT_SCALE)));
}

/**
 * Books a confirmed payment: the gross arrives at the provider, fees go to the platform and the
 * gateway, the reserve is held back until its release date, the rest becomes available.
 */
export async function bookConfirmedPayment(tx: Tx, payment: Payment, confirmedAt: Date) {
  const net = payment.amount - payment.serviceFee - payment.gatewayFee;
  const reserve = await reserveConfigOf(tx, payment.sellerId);
  const held = reserve.isActive ? reserveAmount(net, reserve.percentage) : 0;
  const releaseAt = new Date(confirmedAt.getTime() + reserve.days * 24 * 3600 * 1000);
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
    ],
  });
  if (held > 0) {
    await tx.$executeRaw`
      INSERT INTO reserve_holds (id, "sellerId", "paymentId", amount, "releaseAt", "createdAt")
      VALUES (gen_random_uuid(), ${seller}::uuid, ${payment.id}::uuid, ${held}, ${releaseAt}::timestamptz, now())`;
  }
}

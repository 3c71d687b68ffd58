import { reaisToCents } from "@/components/browser/reais";
import { formatBRL } from "@/lib/money";
import type { PaymentJson } from "@/lib/payments/schema";
import type { RefundJson } from "@/lib/refunds/schema";
import type { ReserveHoldJson } from "@/lib/reserves/schema";

/**
 * Centavos still to refund: the amount less what went back (refundedAmount) and what is on its
 * way (refunds PROCESSING; a FAILED one gave its share back), as the API counts before it accepts one.
 */
export function refundableCents(
  payment: Pick<PaymentJson, "amount" | "refundedAmount">,
  refunds: RefundJson[],
): number {
  const processing = refunds
    .filter((refund) => refund.status === "PROCESSING")
    .reduce((sum, refund) => sum + reaisToCents(refund.amount), 0);
  return Math.max(0, reaisToCents(payment.amount) - reaisToCents(payment.refundedAmount) - processing);
}

/** Centavos the reserve still holds of a sale: a refund of it takes them first (lib/refunds/service.ts). */
export function heldReserveCents(holds: Pick<ReserveHoldJson, "status" | "amount">[]): number {
  return holds.filter((hold) => hold.status === "HELD").reduce((sum, hold) => sum + reaisToCents(hold.amount), 0);
}

/** What a sale leaves its seller once refunds went back: the net less the refunded amount (fees are not returned). */
export function netAfterRefundsCents(payment: Pick<PaymentJson, "amountWithAllFees" | "refundedAmount">): number {
  return reaisToCents(payment.amountWithAllFees) - reaisToCents(payment.refundedAmount);
}

/** A sum that refunds may have taken below zero, with a real minus sign: "− R$ 2,34". */
export function formatSignedBRL(cents: number): string {
  return cents < 0 ? `− ${formatBRL(-cents)}` : formatBRL(cents);
}

/** The fees the platform and the gateway kept on this payment; a refund does not return them. */
export function keptFeesCents(payment: Pick<PaymentJson, "serviceFee" | "gatewayFee">): number {
  return reaisToCents(payment.serviceFee) + reaisToCents(payment.gatewayFee);
}

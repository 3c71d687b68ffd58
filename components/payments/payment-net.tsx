import { formatReais } from "@/components/browser/reais";
import type { PaymentJson } from "@/lib/payments/schema";
import { formatSignedBRL, netAfterRefundsCents } from "./refund-amounts";

/**
 * A list's "Líquido" of one payment: what it leaves the seller. Nothing for one cancelled (no money moved); once
 * refunds went back, the net less them, as the payment's details and the statement count it.
 */
export function PaymentNet({
  payment,
}: {
  payment: Pick<PaymentJson, "status" | "amountWithAllFees" | "refundedAmount">;
}) {
  if (payment.status === "CANCELLED") return <span className="text-slate-500">—</span>;
  if (payment.refundedAmount === 0) return <>{formatReais(payment.amountWithAllFees)}</>;
  return (
    <>
      {formatSignedBRL(netAfterRefundsCents(payment))}
      <span className="block text-xs font-normal text-slate-500">após devoluções</span>
    </>
  );
}

import "#server-only";
import type { Tx } from "@/lib/db/client";
import type { Payment, Refund } from "@/lib/db/generated/client";
import { queueEmails } from "@/lib/email/outbox";
import { receiptParties, sellerForReceipt } from "@/lib/receipts/receipt";
import { isTestPayment } from "@/lib/receipts/receipt-lines";
import type { PaymentWithLink } from "./serializers";

/**
 * The buyer's checkout page of a payment made through a link (it shows the receipt and its PDF); null for one created
 * through the API.
 */
function checkoutPathOf(payment: PaymentWithLink): string | null {
  return payment.paymentLink ? `/checkout/${encodeURIComponent(payment.paymentLink.hash)}?payment=${payment.id}` : null;
}

/**
 * In the transaction that settles the payment: the buyer's receipt and the seller's "you were paid",
 * one read (the seller and the buyer's document) and one insert on the settlement's hot path. Keyed by the payment:
 * a settlement replayed queues nothing new.
 */
export async function queuePaidEmails(tx: Tx, payment: PaymentWithLink & { confirmedAt: Date }) {
  const { seller, payerDocument } = await receiptParties(tx, payment.sellerId, payment.customerId);
  const description = payment.paymentLink?.description ?? null;
  await queueEmails(tx, [
    {
      to: payment.customerEmail,
      template: "buyer.receipt",
      data: {
        paymentId: payment.id,
        txid: payment.txid,
        endToEndId: payment.endToEndId,
        amount: payment.amount,
        refundedAmount: payment.refundedAmount,
        confirmedAt: payment.confirmedAt,
        sellerName: seller.name,
        sellerLegalName: seller.legalName,
        sellerCnpj: seller.cnpj,
        customerName: payment.customerName,
        payerDocument,
        description,
        test: isTestPayment(payment.purchaser),
        checkoutPath: checkoutPathOf(payment),
      },
      dedupeKey: `buyer.receipt:${payment.id}`,
    },
    {
      to: seller.email,
      template: "seller.paid",
      data: { paymentId: payment.id, amount: payment.amount, paidAt: payment.confirmedAt, description },
      dedupeKey: `seller.paid:${payment.id}`,
    },
  ]);
}

/** In the transaction that records a refund as done: the buyer's and the seller's notices, keyed by the refund. */
export async function queueRefundEmails(tx: Tx, refund: Refund, payment: Payment, fullyRefunded: boolean) {
  const seller = await sellerForReceipt(tx, payment.sellerId);
  const completedAt = refund.completedAt ?? new Date();
  await queueEmails(tx, [
    {
      to: payment.customerEmail,
      template: "buyer.refunded",
      data: {
        amount: refund.amount,
        paymentAmount: payment.amount,
        sellerName: seller.name,
        completedAt,
        paymentId: payment.id,
        endToEndId: payment.endToEndId,
      },
      dedupeKey: `buyer.refunded:${refund.id}`,
    },
    {
      to: seller.email,
      template: "seller.refunded",
      data: {
        refundId: refund.id,
        paymentId: payment.id,
        amount: refund.amount,
        customerName: payment.customerName,
        completedAt,
        fullyRefunded,
      },
      dedupeKey: `seller.refunded:${refund.id}`,
    },
  ]);
}

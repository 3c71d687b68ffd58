import "#server-only";
import { maskDocument } from "@/lib/br/documents";
import type { Customer, Payment, PaymentLink } from "@/lib/db/generated/client";
import { toPaymentLinkJson } from "@/lib/payment-links/serializers";
import { centsToReais } from "@/lib/money";
import type { PaymentDetailJson, PaymentJson } from "./schema";

export type PaymentWithLink = Payment & { paymentLink: PaymentLink | null };

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toPaymentJson(payment: PaymentWithLink): PaymentJson {
  return {
    id: payment.id,
    externalId: payment.externalId,
    amount: centsToReais(payment.amount),
    status: payment.status,
    qrCode: payment.qrCode,
    createdAt: payment.createdAt.toISOString(),
    expiresAt: payment.expiresAt.toISOString(),
    confirmedAt: iso(payment.confirmedAt),
    purchaser: payment.purchaser,
    method: payment.method,
    customerEmail: payment.customerEmail,
    customerName: payment.customerName,
    paymentLinkId: payment.paymentLinkId,
    amountWithAllFees: centsToReais(payment.amount - payment.serviceFee - payment.gatewayFee),
    amountWithFeesService: centsToReais(payment.amount - payment.serviceFee),
    amountWithFeesGateway: centsToReais(payment.amount - payment.gatewayFee),
    serviceFee: centsToReais(payment.serviceFee),
    gatewayFee: centsToReais(payment.gatewayFee),
    customerId: payment.customerId,
    metadata: (payment.metadata as Record<string, unknown> | null) ?? null,
    paymentLink: payment.paymentLink ? toPaymentLinkJson(payment.paymentLink) : null,
    refundedAt: iso(payment.refundedAt),
    refundedAmount: centsToReais(payment.refundedAmount),
    cancelReason: payment.cancelReason,
    endToEndId: payment.endToEndId,
  };
}

/** What the seller sees of the buyer's document: a CPF is a person's, shown masked; a company's CNPJ is public. */
export function toPaymentDetailJson(
  payment: PaymentWithLink,
  buyer: Pick<Customer, "documentType" | "documentNumber">,
) {
  const { documentType: type, documentNumber: number } = buyer;
  return {
    ...toPaymentJson(payment),
    customerDocument: { type, number: maskDocument(type, number) },
  } satisfies PaymentDetailJson;
}

export function toCheckoutPaymentJson(payment: Payment) {
  return {
    id: payment.id,
    status: payment.status,
    amount: centsToReais(payment.amount),
    qrCode: payment.qrCode,
    expiresAt: payment.expiresAt.toISOString(),
    confirmedAt: iso(payment.confirmedAt),
    endToEndId: payment.endToEndId,
  };
}

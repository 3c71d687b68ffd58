import type { PaymentDetailJson } from "@/lib/payments/schema";

/** A paid R$ 100,00 payment as GET /payments/{id} answers it, for the dashboard's component tests. */
export function paymentJson(overrides: Partial<PaymentDetailJson> = {}): PaymentDetailJson {
  return {
    id: "0b5e7c1e-5d8a-4f6e-9d61-3f0f6c1b2a10",
    externalId: null,
    amount: 100,
    status: "FINISHED",
    qrCode: null,
    createdAt: "2026-11-02T13:00:00.000Z",
    expiresAt: "2026-11-02T14:00:00.000Z",
    confirmedAt: "2026-11-02T13:05:00.000Z",
    purchaser: "api-pix",
    method: "pix",
    customerEmail: "ana@example.com",
    customerName: "Ana Souza",
    paymentLinkId: null,
    amountWithAllFees: 96.51,
    amountWithFeesService: 97.01,
    amountWithFeesGateway: 99.5,
    serviceFee: 2.99,
    gatewayFee: 0.5,
    customerId: "6f1d1f4a-2b7c-4c3e-8a55-0d6c2f9e7b21",
    metadata: null,
    paymentLink: null,
    refundedAt: null,
    refundedAmount: 0,
    cancelReason: null,
    endToEndId: "E1234567820261102130512345678901",
    customerDocument: { type: "CPF", number: "***.982.247-**" },
    ...overrides,
  };
}

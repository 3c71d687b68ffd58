import "#server-only";
import type { Enterprise, Payment, PayoutKey, Refund, Withdrawal } from "@/lib/db/generated/client";
import { toEnterpriseJson } from "@/lib/enterprises/serializers";
import { toInfractionJson } from "@/lib/infractions/serializers";
import { toPaymentJson } from "@/lib/payments/serializers";
import { toRefundJson } from "@/lib/refunds/serializers";
import { toPayoutKeyJson, toWithdrawalJson } from "@/lib/withdrawals/serializers";
import { eventBody } from "./emit-event";
import { EVENT_TYPES, type EventType, TEST_EVENT_TYPE } from "./event-types";

const AT = new Date("2026-11-20T13:45:00.000Z");
const SELLER = "6f1c1e2a-3b4d-4c5e-8f90-1a2b3c4d5e6f";

const PAYMENT: Payment = {
  id: "0d9b7c1e-5a4f-4b3c-9e2d-1f0a9b8c7d6e",
  sellerId: SELLER,
  customerId: "8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d",
  paymentLinkId: null,
  externalId: "pedido-1234",
  method: "pix",
  amount: 15_050,
  serviceFee: 299,
  gatewayFee: 75,
  status: "CREATED",
  purchaser: "sandbox",
  providerChargeId: "sbx_example",
  txid: "ExampleTxid0000000000001",
  qrCode:
    "00020126400014br.gov.bcb.pix0118fulano@example.com5204000053039865406150.505802BR5911Loja Aurora6009Sao Paulo62130509abc123XYZ6304D6EF",
  customerName: "Maria Silva",
  customerEmail: "maria@example.com",
  metadata: null,
  expiresAt: new Date(AT.getTime() + 3_600_000),
  confirmedAt: null,
  cancelledAt: null,
  cancelReason: null,
  refundedAt: null,
  refundedAmount: 0,
  endToEndId: null,
  createdAt: AT,
  updatedAt: AT,
};

const REFUND: Refund = {
  id: "7b6a5948-3726-4150-8f9e-8d7c6b5a4938",
  paymentId: PAYMENT.id,
  sellerId: SELLER,
  amount: 5_000,
  reason: "Produto devolvido",
  status: "DONE",
  providerRefundId: "7b6a5948372641508f9e8d7c6b5a4938",
  nature: "ORIGINAL",
  failureReason: null,
  requestedBy: SELLER,
  idempotencyScope: null,
  idempotencyKey: null,
  attempts: 1,
  unknownSince: null,
  heldAmount: 0,
  createdAt: AT,
  completedAt: AT,
  updatedAt: AT,
};

const WITHDRAWAL: Withdrawal = {
  id: "3c2b1a09-8f7e-4d6c-9b5a-493827161504",
  sellerId: SELLER,
  amount: 30_000,
  fee: 200,
  netAmount: 29_800,
  pixKey: "fulano@example.com",
  pixKeyType: "EMAIL",
  payoutKeyId: "2b1a0918-7e6d-4c5b-8a49-382716150493",
  payableFrom: null,
  status: "REQUESTED",
  provider: "sandbox",
  providerPayoutId: null,
  endToEndId: null,
  payoutAskedAt: null,
  requestedAt: AT,
  reviewedAt: null,
  reviewedBy: null,
  completedAt: null,
  rejectionReason: null,
  failureReason: null,
  returnedAmount: 0,
  createdAt: AT,
  updatedAt: AT,
};

const PAYOUT_KEY: PayoutKey = {
  id: "2b1a0918-7e6d-4c5b-8a49-382716150493",
  sellerId: SELLER,
  pixKey: "fulano@example.com",
  pixKeyType: "EMAIL",
  current: true,
  holderVerified: false,
  payableFrom: new Date(AT.getTime() + 24 * 3_600_000),
  approvedAt: null,
  approvedBy: null,
  createdBy: SELLER,
  createdAt: AT,
  replacedAt: null,
};

const ENTERPRISE: Enterprise = {
  id: "5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716",
  userId: SELLER,
  commercialName: "Loja Aurora",
  invoiceName: "LOJA AURORA LTDA",
  averageRevenue: 8_500_000n,
  averageTicket: 12_990,
  productsServices: "Roupas e acessórios",
  website: "https://aurora.example.com.br",
  contactEmail: "contato@aurora.example.com.br",
  contactPhone: "11987654321",
  sellsPhysicalProducts: true,
  cnpj: "11222333000181",
  companyName: "Loja Aurora Ltda",
  tradeName: "Aurora",
  phone: "1133334444",
  email: "financeiro@aurora.example.com.br",
  addressZipCode: "01310100",
  addressStreet: "Avenida Paulista",
  addressNumber: "1000",
  addressComplement: null,
  addressNeighborhood: "Bela Vista",
  addressCity: "São Paulo",
  addressState: "SP",
  legalRepName: "Marina Souza",
  legalRepCpf: "52998224725",
  legalRepRole: "Sócia",
  legalRepStartDate: new Date("2019-03-01T00:00:00.000Z"),
  legalRepPhone: "11912345678",
  legalRepEmail: "marina@aurora.example.com.br",
  status: "APPROVED",
  submittedAt: AT,
  reviewedAt: AT,
  reviewedById: null,
  rejectionReason: null,
  createdAt: AT,
  updatedAt: AT,
  deletedAt: null,
};

function dataFor(type: EventType): unknown {
  const [resource, action] = type.split(".") as [string, string];
  if (resource === "payment") {
    const status = {
      created: "CREATED",
      pending: "PENDING",
      finished: "FINISHED",
      cancelled: "CANCELLED",
      refunded: "REFUNDED",
    }[action] as Payment["status"];
    return toPaymentJson({
      ...PAYMENT,
      status,
      confirmedAt: status === "FINISHED" || status === "REFUNDED" ? AT : null,
      refundedAt: status === "REFUNDED" ? AT : null,
      refundedAmount: status === "REFUNDED" ? PAYMENT.amount : 0,
      cancelReason: status === "CANCELLED" ? "Expirado" : null,
      paymentLink: null,
    });
  }
  if (resource === "refund") {
    return toRefundJson(
      action === "completed"
        ? REFUND
        : { ...REFUND, status: "FAILED", completedAt: AT, failureReason: "Conta do pagador encerrada" },
    );
  }
  if (resource === "infraction") {
    const resolved = action === "resolved";
    return toInfractionJson({
      id: "2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c6d",
      paymentId: PAYMENT.id,
      sellerId: SELLER,
      amount: PAYMENT.amount,
      reason: "Notificação de infração: golpe relatado pelo pagador",
      status: resolved ? "RELEASED" : "OPEN",
      openedBy: null,
      openedAt: AT,
      deadlineAt: new Date(AT.getTime() + 7 * 24 * 3600 * 1000),
      resolvedBy: null,
      resolvedAt: resolved ? AT : null,
      resolutionNote: resolved ? "Contestação aceita pelo PSP pagador" : null,
      refundId: null,
      reminderSentAt: null,
      escalatedAt: null,
      updatedAt: AT,
    });
  }
  if (resource === "withdrawal") {
    // A return is money back of a COMPLETED payout.
    const status = (action === "returned" ? "COMPLETED" : action.toUpperCase()) as Withdrawal["status"];
    return toWithdrawalJson({
      ...WITHDRAWAL,
      status,
      returnedAmount: action === "returned" ? WITHDRAWAL.netAmount : 0,
      reviewedAt: status === "REQUESTED" || status === "CANCELLED" ? null : AT,
      completedAt: status === "COMPLETED" ? AT : null,
      rejectionReason: status === "REJECTED" ? "Chave PIX de terceiro" : null,
      failureReason: status === "FAILED" ? "Chave PIX não encontrada no banco de destino" : null,
    });
  }
  if (resource === "payout_key") return toPayoutKeyJson(PAYOUT_KEY);
  const status = action === "approved" ? "APPROVED" : "REJECTED";
  return toEnterpriseJson({
    ...ENTERPRISE,
    status,
    rejectionReason: status === "REJECTED" ? "Selfie ilegível" : null,
    documents: [],
  });
}

/** One example body per event type, built with the same serializers the real events use. */
export function eventExamples() {
  return EVENT_TYPES.map((type, index) =>
    eventBody({
      id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, "0")}`,
      type,
      createdAt: AT,
      payload: dataFor(type),
    }),
  );
}

/** What POST /seller-webhooks/{id}/test sends. */
export function testEventExample() {
  return eventBody({
    id: "00000000-0000-4000-8000-000000000000",
    type: TEST_EVENT_TYPE,
    createdAt: AT,
    payload: { message: "Evento de teste", webhookId: "4d3c2b1a-0918-4e7d-8c6b-5a4938271615" },
  });
}

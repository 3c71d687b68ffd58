/** A payment row with its link's columns, as the baseline's hand-written SQL returns it. */
export type PaymentRow = {
  id: string;
  sellerId: string;
  customerId: string;
  paymentLinkId: string | null;
  externalId: string | null;
  method: string;
  amount: number;
  serviceFee: number;
  gatewayFee: number;
  status: string;
  purchaser: string;
  txid: string;
  providerChargeId: string | null;
  qrCode: string | null;
  customerName: string;
  customerEmail: string;
  metadata: Record<string, unknown> | null;
  expiresAt: Date;
  confirmedAt: Date | null;
  refundedAt: Date | null;
  cancelReason: string | null;
  endToEndId: string | null;
  createdAt: Date;
  linkDescription: string | null;
  linkHash: string | null;
  linkStatus: string | null;
  linkQtdPayments: number | null;
  linkAmount: number | null;
  linkCreatedAt: Date | null;
};

/** The columns of `payments p LEFT JOIN payment_links l`. */
export const PAYMENT_COLUMNS = `p.id, p."sellerId", p."customerId", p."paymentLinkId", p."externalId", p.method, p.amount, p."serviceFee",
  p."gatewayFee", p.status, p.purchaser, p.txid, p."providerChargeId", p."qrCode", p."customerName", p."customerEmail", p.metadata,
  p."expiresAt", p."confirmedAt", p."refundedAt", p."cancelReason", p."endToEndId", p."createdAt", l.description AS "linkDescription",
  l.hash AS "linkHash", l.status AS "linkStatus", l."qtdPayments" AS "linkQtdPayments", l.amount AS "linkAmount",
  l."createdAt" AS "linkCreatedAt"`;

const reais = (cents: number) => cents / 100;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The same JSON the project's toPaymentJson writes. */
export function paymentJson(p: PaymentRow, appUrl: string) {
  return {
    id: p.id,
    externalId: p.externalId,
    amount: reais(p.amount),
    status: p.status,
    qrCode: p.qrCode,
    createdAt: p.createdAt.toISOString(),
    expiresAt: p.expiresAt.toISOString(),
    confirmedAt: iso(p.confirmedAt),
    purchaser: p.purchaser,
    method: p.method,
    customerEmail: p.customerEmail,
    customerName: p.customerName,
    paymentLinkId: p.paymentLinkId,
    amountWithAllFees: reais(p.amount - p.serviceFee - p.gatewayFee),
    amountWithFeesService: reais(p.amount - p.serviceFee),
    amountWithFeesGateway: reais(p.amount - p.gatewayFee),
    serviceFee: reais(p.serviceFee),
    gatewayFee: reais(p.gatewayFee),
    customerId: p.customerId,
    metadata: p.metadata,
    paymentLink: p.paymentLinkId
      ? {
          id: p.paymentLinkId,
          description: p.linkDescription,
          url: `${appUrl}/checkout/${p.linkHash}`,
          hash: p.linkHash,
          status: p.linkStatus,
          qtdPayments: p.linkQtdPayments,
          amount: reais(p.linkAmount ?? 0),
          createdAt: iso(p.linkCreatedAt),
          purchaser: "sandbox",
          sellerId: p.sellerId,
        }
      : null,
    refundedAt: iso(p.refundedAt),
    cancelReason: p.cancelReason,
    endToEndId: p.endToEndId,
  };
}

/** Payment columns for a payment that has no link (just created): the link's are null. */
export const NO_LINK = {
  linkDescription: null,
  linkHash: null,
  linkStatus: null,
  linkQtdPayments: null,
  linkAmount: null,
  linkCreatedAt: null,
};

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

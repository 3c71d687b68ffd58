import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { RefundStatus } from "@/lib/db/generated/enums";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";
import { isPayment, type PaymentRowKey } from "@/lib/payments/queries/rows";

/** A refunds row in full, as the Prisma model reads it. */
export const REFUND = {
  id: "uuid",
  paymentId: "uuid",
  sellerId: "uuid",
  amount: "int4",
  reason: "text | null",
  status: "RefundStatus",
  providerRefundId: "text",
  nature: "text",
  failureReason: "text | null",
  requestedBy: "uuid | null",
  idempotencyScope: "text | null",
  idempotencyKey: "text | null",
  attempts: "int4",
  unknownSince: "timestamptz | null",
  heldAmount: "int4",
  createdAt: "timestamptz",
  completedAt: "timestamptz | null",
  updatedAt: "timestamptz",
} as const;

/** What the payment's refunds not failed take of it: done, or asked for and not yet refused. */
export const committedRefundAmount = defineQuery({
  name: "refunds.committedRefundAmount",
  columns: { sum: "int8 | null" },
  sql: (paymentId: string) => Prisma.sql`
    SELECT sum(amount) AS sum FROM refunds WHERE "paymentId" = ${paymentId}::uuid AND status <> 'FAILED'`,
  examples: [[ID]],
});

export const lockRefundRow = defineQuery({
  name: "refunds.lockRefundRow",
  columns: REFUND,
  sql: (id: string) => Prisma.sql`SELECT * FROM refunds WHERE id = ${id}::uuid FOR UPDATE`,
  examples: [[ID]],
});

/** The refund of the provider's charge (by txid) with that devolução id. */
export const refundIdByDevolucao = defineQuery({
  name: "refunds.refundIdByDevolucao",
  columns: { id: "uuid" },
  sql: (provider: string, txid: string, providerRefundId: string) => Prisma.sql`
    SELECT r.id FROM refunds r JOIN payment_refs p ON p.id = r."paymentId"
    WHERE p.purchaser = ${provider} AND p.txid = ${txid} AND r."providerRefundId" = ${providerRefundId}`,
  examples: [["api-pix", "t", "d"]],
});

export type NewRefund = {
  id: string;
  paymentId: string;
  sellerId: string;
  amount: number;
  reason: string | null;
  providerRefundId: string;
  requestedBy: string | null;
  idempotencyScope: string | null;
  idempotencyKey: string | null;
  /** Absent: the column's default (ours: ORIGINAL, PENDING_PROVIDER). */
  nature?: string;
  status?: RefundStatus;
};

export const insertRefund = defineQuery({
  name: "refunds.insertRefund",
  columns: REFUND,
  sql: (refund: NewRefund) => Prisma.sql`
    INSERT INTO refunds (id, "paymentId", "sellerId", amount, reason, "providerRefundId", "requestedBy", "idempotencyScope",
      "idempotencyKey", nature, status, "updatedAt")
    VALUES (${refund.id}::uuid, ${refund.paymentId}::uuid, ${refund.sellerId}::uuid, ${refund.amount}, ${refund.reason},
      ${refund.providerRefundId}, ${refund.requestedBy}::uuid, ${refund.idempotencyScope}, ${refund.idempotencyKey},
      ${refund.nature ?? Prisma.sql`DEFAULT`},
      ${refund.status ? Prisma.sql`${refund.status}::"RefundStatus"` : Prisma.sql`DEFAULT`}, now())
    RETURNING *`,
  examples: [
    [
      {
        id: ID,
        paymentId: ID,
        sellerId: ID,
        amount: 100,
        reason: null,
        providerRefundId: "d",
        requestedBy: ID,
        idempotencyScope: "s",
        idempotencyKey: "k",
      },
    ],
    [
      {
        id: ID,
        paymentId: ID,
        sellerId: ID,
        amount: 100,
        reason: "r",
        providerRefundId: "d",
        requestedBy: null,
        idempotencyScope: null,
        idempotencyKey: null,
        nature: "MED_OPERACIONAL",
        status: "PROCESSING",
      },
    ],
  ],
});

/** Records what of a refund's amount the infraction's hold gave. */
export const setRefundHeldAmount = defineCommand({
  name: "refunds.setRefundHeldAmount",
  sql: (id: string, heldAmount: number) => Prisma.sql`
    UPDATE refunds SET "heldAmount" = ${heldAmount}, "updatedAt" = now() WHERE id = ${id}::uuid`,
  examples: [[ID, 100]],
});

/** What a refund took from each reserve hold, with the refund's seller. */
export const insertRefundReserveParts = defineCommand({
  name: "refunds.insertRefundReserveParts",
  sql: (refund: { id: string; sellerId: string }, parts: { reserveHoldId: string; amount: number }[]) => Prisma.sql`
    INSERT INTO refund_reserve_parts ("refundId", "sellerId", "reserveHoldId", amount)
    SELECT ${refund.id}::uuid, ${refund.sellerId}::uuid, part.hold, part.amount
    FROM unnest(${parts.map((part) => part.reserveHoldId)}::uuid[], ${parts.map((part) => part.amount)}::int[])
      AS part(hold, amount)`,
  examples: [[{ id: ID, sellerId: ID }, [{ reserveHoldId: ID, amount: 100 }]]],
});

export const refundReserveParts = defineQuery({
  name: "refunds.refundReserveParts",
  columns: { reserveHoldId: "uuid", amount: "int4" },
  sql: (refundId: string) => Prisma.sql`
    SELECT "reserveHoldId", amount FROM refund_reserve_parts WHERE "refundId" = ${refundId}::uuid`,
  examples: [[ID]],
});

/**
 * Counts a call to the provider about to be made for a refund still waiting for it; no row when it waits no more.
 * The refund comes with what the call needs of its payment.
 */
export const countRefundCall = defineQuery({
  name: "refunds.countRefundCall",
  prepared: true,
  columns: { ...REFUND, purchaser: "text", providerChargeId: "text | null", txid: "text", endToEndId: "text | null" },
  sql: (id: string) => Prisma.sql`
    WITH counted AS (
      UPDATE refunds SET attempts = attempts + 1, "updatedAt" = now()
      WHERE id = ${id}::uuid AND status = 'PENDING_PROVIDER' RETURNING *)
    SELECT counted.*, p.purchaser, p."providerChargeId", p.txid, p."endToEndId"
    FROM counted JOIN payment_refs ref ON ref.id = counted."paymentId"
    JOIN payments p ON p.id = ref.id AND p."createdAt" = ref."createdAt"`,
  examples: [[ID]],
});

export const refundById = defineQuery({
  name: "refunds.refundById",
  columns: REFUND,
  sql: (id: string) => Prisma.sql`SELECT * FROM refunds WHERE id = ${id}::uuid`,
  examples: [[ID]],
});

/** The refund under way at the provider; `unknownSince` null once the provider shows it. */
export const markRefundProcessing = defineQuery({
  name: "refunds.markRefundProcessing",
  columns: REFUND,
  sql: (id: string, unknownSince: Date | null) => Prisma.sql`
    UPDATE refunds SET status = 'PROCESSING', "unknownSince" = ${unknownSince}::timestamptz, "updatedAt" = now()
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, AT]],
});

export const failRefund = defineQuery({
  name: "refunds.failRefund",
  columns: REFUND,
  sql: (id: string, failureReason: string, completedAt: Date) => Prisma.sql`
    UPDATE refunds SET status = 'FAILED', "failureReason" = ${failureReason}, "completedAt" = ${completedAt}::timestamptz,
      "updatedAt" = now()
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, "recusada", AT]],
});

export const completeRefund = defineQuery({
  name: "refunds.completeRefund",
  columns: REFUND,
  sql: (id: string, completedAt: Date) => Prisma.sql`
    UPDATE refunds SET status = 'DONE', "completedAt" = ${completedAt}::timestamptz, "updatedAt" = now()
    WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, AT]],
});

/** Moves a refund's updatedAt to `at`, changing nothing else: the recovery job's next poll of it waits its turn. */
export const touchRefund = defineQuery({
  name: "refunds.touchRefund",
  columns: REFUND,
  sql: (id: string, at: Date) => Prisma.sql`
    UPDATE refunds SET "updatedAt" = ${at}::timestamptz WHERE id = ${id}::uuid RETURNING *`,
  examples: [[ID, AT]],
});

/**
 * A done refund added to its payment's refunded amount; with `refundedAt`, the payment is REFUNDED (all it received
 * went back).
 */
export const addPaymentRefunded = defineCommand({
  name: "refunds.addPaymentRefunded",
  sql: (payment: PaymentRowKey, refundedAmount: number, refundedAt: Date | null) => Prisma.sql`
    UPDATE payments SET "refundedAmount" = ${refundedAmount},
      ${refundedAt ? Prisma.sql`status = 'REFUNDED', "refundedAt" = ${refundedAt}::timestamptz,` : Prisma.empty}
      "updatedAt" = now()
    WHERE ${isPayment(payment)}`,
  examples: [
    [{ id: ID, createdAt: AT }, 100, null],
    [{ id: ID, createdAt: AT }, 100, AT],
  ],
});

/** A link's count of FINISHED payments, one of which was refunded in full. */
export const decrementLinkPayments = defineCommand({
  name: "refunds.decrementLinkPayments",
  sql: (linkId: string) => Prisma.sql`
    UPDATE payment_links SET "qtdPayments" = "qtdPayments" - 1, "updatedAt" = now() WHERE id = ${linkId}::uuid`,
  examples: [[ID]],
});

/** Whether the audit trail already has an entry of `action` on the entity: the admin was told of it. */
export const auditEntryExists = defineQuery({
  name: "refunds.auditEntryExists",
  columns: { exists: "bool" },
  sql: (entityType: string, entityId: string, action: string) => Prisma.sql`
    SELECT EXISTS (
      SELECT 1 FROM audit_logs WHERE "entityType" = ${entityType} AND "entityId" = ${entityId} AND action = ${action}
    ) AS exists`,
  examples: [["refund", ID, "refund.unconfirmed"]],
});

import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

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
  columns: {
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
  },
  sql: (id: string) => Prisma.sql`SELECT * FROM refunds WHERE id = ${id}::uuid FOR UPDATE`,
  examples: [[ID]],
});

/** The refund of the provider's charge (by txid) with that devolução id. */
export const refundIdByDevolucao = defineQuery({
  name: "refunds.refundIdByDevolucao",
  columns: { id: "uuid" },
  sql: (provider: string, txid: string, providerRefundId: string) => Prisma.sql`
    SELECT r.id FROM refunds r JOIN payments p ON p.id = r."paymentId"
    WHERE p.purchaser = ${provider} AND p.txid = ${txid} AND r."providerRefundId" = ${providerRefundId}`,
  examples: [["api-pix", "t", "d"]],
});

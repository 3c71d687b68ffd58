import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

/** A payments row in full, as the Prisma model reads it. */
export const PAYMENT = {
  id: "uuid",
  sellerId: "uuid",
  customerId: "uuid",
  paymentLinkId: "uuid | null",
  externalId: "text | null",
  method: "text",
  amount: "int4",
  serviceFee: "int4",
  gatewayFee: "int4",
  status: "PaymentStatus",
  purchaser: "text",
  providerChargeId: "text | null",
  txid: "text",
  qrCode: "text | null",
  customerName: "text",
  customerEmail: "text",
  metadata: "jsonb | null",
  expiresAt: "timestamptz",
  confirmedAt: "timestamptz | null",
  cancelledAt: "timestamptz | null",
  cancelReason: "text | null",
  refundedAt: "timestamptz | null",
  refundedAmount: "int4",
  endToEndId: "text | null",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
} as const;

/** One payment by id: a seller's, when `sellerId` is given. */
export type PaymentIdKey = { id: string } | { id: string; sellerId: string };

/**
 * Which payments: by id (a seller's, when `sellerId` is given), by ids, or by the provider's reference
 * of the charge.
 */
export type PaymentKey =
  PaymentIdKey | { ids: string[] } | { provider: string; txid: string } | { provider: string; chargeId: string };

/** A payment's primary key. payments is partitioned by month: naming the month touches that month's partition only. */
export type PaymentRowKey = { id: string; createdAt: Date };

/** The row of `payment`, by its whole primary key: a condition its month's partition answers alone. */
export function isPayment(payment: PaymentRowKey): Prisma.Sql {
  return Prisma.sql`id = ${payment.id}::uuid AND "createdAt" = ${payment.createdAt}::timestamptz`;
}

/**
 * The payments of `key` by their references in payment_refs, which holds the keys unique across months (id, txid,
 * the provider's charge id) with each payment's month: PostgreSQL then reads the payments' months only, not each
 * month's index in turn.
 */
function refsOf(key: PaymentKey): Prisma.Sql {
  if ("ids" in key) return Prisma.sql`r.id = ANY(${key.ids}::uuid[])`;
  if ("txid" in key) return Prisma.sql`r.purchaser = ${key.provider} AND r.txid = ${key.txid}`;
  if ("chargeId" in key) return Prisma.sql`r.purchaser = ${key.provider} AND r."providerChargeId" = ${key.chargeId}`;
  return Prisma.sql`r.id = ${key.id}::uuid`;
}

/** The payments of `key`, as a condition on the alias `p` of payments. */
export function paymentsWhere(key: PaymentKey): Prisma.Sql {
  const refs = Prisma.sql`(p.id, p."createdAt") IN (SELECT r.id, r."createdAt" FROM payment_refs r WHERE ${refsOf(key)})`;
  return "sellerId" in key ? Prisma.sql`${refs} AND p."sellerId" = ${key.sellerId}::uuid` : refs;
}

/**
 * The payments of `key` with their link as JSON, newest first; `lock` row-locks the payments (not
 * the links). Raw: the rows `include: { paymentLink: true }` gives, without the query compilation a
 * model query costs on every call (docs/PERFORMANCE.md). Prepared: planned over every month of payments, the lookup
 * costs PostgreSQL more to plan (1.3-1.6 ms) than to run, and its generic plan reads the month payment_refs names.
 */
export const paymentRowsWithLink = defineQuery({
  name: "payments.paymentRowsWithLink",
  prepared: true,
  columns: { ...PAYMENT, link: "jsonb | null" },
  sql: (key: PaymentKey, lock: boolean) => Prisma.sql`
    SELECT p.*, to_jsonb(l) AS link FROM payments p LEFT JOIN payment_links l ON l.id = p."paymentLinkId"
    WHERE ${paymentsWhere(key)} ORDER BY p."createdAt" DESC, p.id DESC ${lock ? Prisma.sql`FOR UPDATE OF p` : Prisma.empty}`,
  examples: [
    [{ id: ID }, false],
    [{ id: ID, sellerId: ID }, false],
    [{ ids: [ID] }, false],
    [{ provider: "api-pix", txid: "t" }, true],
    [{ provider: "api-pix", chargeId: "c" }, true],
  ],
});

/** One payment with its link, and its buyer's document for the seller's detail view; no lock. */
export const paymentDetailRow = defineQuery({
  name: "payments.paymentDetailRow",
  prepared: true,
  columns: { ...PAYMENT, link: "jsonb | null", documentType: "DocumentKind", documentNumber: "text" },
  sql: (key: PaymentIdKey) => Prisma.sql`
    SELECT p.*, to_jsonb(l) AS link, c."documentType", c."documentNumber"
    FROM payments p JOIN customers c ON c.id = p."customerId" LEFT JOIN payment_links l ON l.id = p."paymentLinkId"
    WHERE ${paymentsWhere(key)}`,
  examples: [[{ id: ID }], [{ id: ID, sellerId: ID }]],
});

export const paymentIds = defineQuery({
  name: "payments.paymentIds",
  prepared: true,
  columns: { id: "uuid" },
  sql: (key: PaymentKey) => Prisma.sql`SELECT p.id FROM payments p WHERE ${paymentsWhere(key)}`,
  examples: [[{ id: ID }], [{ id: ID, sellerId: ID }]],
});

import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

export const reserveTermsOf = defineQuery({
  name: "reserves.reserveTermsOf",
  columns: {
    percentage: "int4",
    days: "int4",
    isActive: "bool",
    newSellerDays: "int4",
    newSellerHoldAbove: "int4",
    newSellerHoldHours: "int4",
  },
  sql: (sellerId: string) => Prisma.sql`
    SELECT percentage, days, "isActive", "newSellerDays", "newSellerHoldAbove", "newSellerHoldHours" FROM reserve_configs WHERE "sellerId" = ${sellerId}::uuid`,
  examples: [[ID]],
});

/** A payment's holds still held, latest-released first, locked. */
export const lockHeldReserves = defineQuery({
  name: "reserves.lockHeldReserves",
  columns: { id: "uuid", amount: "int4" },
  sql: (paymentId: string) => Prisma.sql`
    SELECT id, amount FROM reserve_holds WHERE "paymentId" = ${paymentId}::uuid AND "releasedAt" IS NULL ORDER BY "releaseAt" DESC FOR UPDATE`,
  examples: [[ID]],
});

/** One hold, locked, whether held or released. */
export const lockReserveHold = defineQuery({
  name: "reserves.lockReserveHold",
  columns: { id: "uuid", amount: "int4", releasedAt: "timestamptz | null" },
  sql: (id: string) => Prisma.sql`SELECT id, amount, "releasedAt" FROM reserve_holds WHERE id = ${id}::uuid FOR UPDATE`,
  examples: [[ID]],
});

/** Up to `limit` holds due by `now`, earliest first, locked and skipped by other workers. */
export const claimDueReserves = defineQuery({
  name: "reserves.claimDueReserves",
  columns: { id: "uuid", sellerId: "uuid", paymentId: "uuid", amount: "int4" },
  sql: (now: Date, limit: number) => Prisma.sql`
    SELECT id, "sellerId", "paymentId", amount FROM reserve_holds
    WHERE "releasedAt" IS NULL AND "releaseAt" <= ${now}
    ORDER BY "releaseAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
  examples: [[AT, 200]],
});

/**
 * A page of the seller's reserve holds: held ones first, soonest release first; then the others, latest let go first
 * (index reserve_holds_sellerId_releasedAt_releaseAt_id_idx). `refunded`: what refunds not failed took from each.
 */
export const sellerReserveHolds = defineQuery({
  name: "reserves.sellerReserveHolds",
  columns: {
    id: "uuid",
    paymentId: "uuid",
    kind: "text",
    amount: "int4",
    releaseAt: "timestamptz",
    releasedAt: "timestamptz | null",
    createdAt: "timestamptz",
    buyerName: "text",
    paymentAmount: "int4",
    refunded: "int8",
  },
  sql: (sellerId: string, limit: number, offset: number) => Prisma.sql`
    SELECT h.id, h."paymentId", h.kind::text, h.amount, h."releaseAt", h."releasedAt", h."createdAt",
      p."customerName" AS "buyerName", p.amount AS "paymentAmount",
      coalesce((
        SELECT sum(part.amount) FROM refund_reserve_parts part JOIN refunds r ON r.id = part."refundId"
        WHERE part."reserveHoldId" = h.id AND r.status <> 'FAILED'
      ), 0)::bigint AS refunded
    FROM (
      SELECT * FROM reserve_holds WHERE "sellerId" = ${sellerId}::uuid
      ORDER BY "releasedAt" DESC NULLS FIRST, "releaseAt", id LIMIT ${limit} OFFSET ${offset}
    ) h JOIN payments p ON p.id = h."paymentId"
    ORDER BY h."releasedAt" DESC NULLS FIRST, h."releaseAt", h.id`,
  examples: [[ID, 20, 0]],
});

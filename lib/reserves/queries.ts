import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

/** A reserve_configs row in full, as the Prisma model reads it. */
export const RESERVE_CONFIG = {
  sellerId: "uuid",
  percentage: "int4",
  days: "int4",
  isActive: "bool",
  newSellerDays: "int4",
  newSellerHoldAbove: "int4",
  newSellerHoldHours: "int4",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
} as const;

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

export const reserveConfigRow = defineQuery({
  name: "reserves.reserveConfigRow",
  columns: RESERVE_CONFIG,
  sql: (sellerId: string) => Prisma.sql`SELECT * FROM reserve_configs WHERE "sellerId" = ${sellerId}::uuid`,
  examples: [[ID]],
});

/** The terms an admin sets; the optional ones absent keep their value (a new row: the column's default). */
export type ReserveConfigTerms = {
  percentage: number;
  days: number;
  isActive?: boolean;
  newSellerDays?: number;
  newSellerHoldAbove?: number;
  newSellerHoldHours?: number;
};
const OPTIONAL_TERMS = ["isActive", "newSellerDays", "newSellerHoldAbove", "newSellerHoldHours"] as const;

/** Creates or updates the seller's configuration with the terms given. */
export const upsertReserveConfig = defineQuery({
  name: "reserves.upsertReserveConfig",
  columns: RESERVE_CONFIG,
  sql: (sellerId: string, terms: ReserveConfigTerms) => {
    // Column names only from the constant list above; the values are parameters.
    const given = OPTIONAL_TERMS.filter((name) => terms[name] !== undefined);
    const names = ["percentage", "days", ...given];
    const columns = Prisma.join(names.map((name) => Prisma.raw(`"${name}"`)));
    const values = Prisma.join([terms.percentage, terms.days, ...given.map((name) => terms[name])]);
    const updates = Prisma.join(names.map((name) => Prisma.raw(`"${name}" = excluded."${name}"`)));
    return Prisma.sql`
    INSERT INTO reserve_configs ("sellerId", ${columns}, "updatedAt") VALUES (${sellerId}::uuid, ${values}, now())
    ON CONFLICT ("sellerId") DO UPDATE SET ${updates}, "updatedAt" = now()
    RETURNING *`;
  },
  examples: [
    [ID, { percentage: 100_000, days: 30 }],
    [
      ID,
      {
        percentage: 0,
        days: 0,
        isActive: false,
        newSellerDays: 30,
        newSellerHoldAbove: 100_000,
        newSellerHoldHours: 72,
      },
    ],
  ],
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
  sql: (sellerId: string, paymentId: string | null, limit: number, offset: number) => Prisma.sql`
    SELECT h.id, h."paymentId", h.kind::text, h.amount, h."releaseAt", h."releasedAt", h."createdAt",
      p."customerName" AS "buyerName", p.amount AS "paymentAmount",
      coalesce((
        SELECT sum(part.amount) FROM refund_reserve_parts part JOIN refunds r ON r.id = part."refundId"
        WHERE part."reserveHoldId" = h.id AND r.status <> 'FAILED'
      ), 0)::bigint AS refunded
    FROM (
      SELECT * FROM reserve_holds
      WHERE "sellerId" = ${sellerId}::uuid AND (${paymentId}::uuid IS NULL OR "paymentId" = ${paymentId}::uuid)
      ORDER BY "releasedAt" DESC NULLS FIRST, "releaseAt", id LIMIT ${limit} OFFSET ${offset}
    ) h JOIN payment_refs ref ON ref.id = h."paymentId" JOIN payments p ON p.id = ref.id AND p."createdAt" = ref."createdAt"
    ORDER BY h."releasedAt" DESC NULLS FIRST, h."releaseAt", h.id`,
  examples: [
    [ID, null, 20, 0],
    [ID, ID, 20, 0],
  ],
});

/** Takes `take` centavos from a hold; with `releasedAt`, the hold is emptied and marked released. */
export const takeFromReserveHold = defineCommand({
  name: "reserves.takeFromReserveHold",
  sql: (id: string, take: number, releasedAt: Date | null) => Prisma.sql`
    UPDATE reserve_holds SET amount = amount - ${take}::int
      ${releasedAt ? Prisma.sql`, "releasedAt" = ${releasedAt}::timestamptz` : Prisma.empty}
    WHERE id = ${id}::uuid`,
  examples: [
    [ID, 100, null],
    [ID, 100, AT],
  ],
});

/** Gives a hold back what a failed refund took from it, held again. */
export const restoreReserveHold = defineCommand({
  name: "reserves.restoreReserveHold",
  sql: (id: string, amount: number) => Prisma.sql`
    UPDATE reserve_holds SET amount = amount + ${amount}::int, "releasedAt" = NULL WHERE id = ${id}::uuid`,
  examples: [[ID, 100]],
});

export const markReserveReleased = defineCommand({
  name: "reserves.markReserveReleased",
  sql: (id: string, releasedAt: Date) => Prisma.sql`
    UPDATE reserve_holds SET "releasedAt" = ${releasedAt}::timestamptz WHERE id = ${id}::uuid`,
  examples: [[ID, AT]],
});

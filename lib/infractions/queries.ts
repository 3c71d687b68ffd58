import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

const INFRACTION = {
  id: "uuid",
  paymentId: "uuid",
  sellerId: "uuid",
  amount: "int4",
  reason: "text",
  status: "InfractionStatus",
  openedBy: "uuid | null",
  openedAt: "timestamptz",
  deadlineAt: "timestamptz",
  resolvedBy: "uuid | null",
  resolvedAt: "timestamptz | null",
  resolutionNote: "text | null",
  refundId: "uuid | null",
  reminderSentAt: "timestamptz | null",
  escalatedAt: "timestamptz | null",
  updatedAt: "timestamptz",
} as const;

export const lockInfractionRow = defineQuery({
  name: "infractions.lockInfractionRow",
  columns: INFRACTION,
  sql: (id: string) => Prisma.sql`SELECT * FROM infractions WHERE id = ${id}::uuid FOR UPDATE`,
  examples: [[ID]],
});

export const lockOpenInfractionOfPayment = defineQuery({
  name: "infractions.lockOpenInfractionOfPayment",
  columns: INFRACTION,
  sql: (paymentId: string) => Prisma.sql`
    SELECT * FROM infractions WHERE "paymentId" = ${paymentId}::uuid AND status = 'OPEN' FOR UPDATE`,
  examples: [[ID]],
});

/** The infraction whose hold the refund took (a voluntary devolução under way, or a MED one recorded), locked. */
export const lockInfractionOfRefund = defineQuery({
  name: "infractions.lockInfractionOfRefund",
  columns: INFRACTION,
  sql: (refundId: string) => Prisma.sql`
    SELECT * FROM infractions WHERE "refundId" = ${refundId}::uuid AND status IN ('REFUNDING', 'MED_RETURNED') FOR UPDATE`,
  examples: [[ID]],
});

/** The infraction the refund was refunding, REFUNDED at `resolvedAt`. */
export const resolveInfractionOfRefund = defineQuery({
  name: "infractions.resolveInfractionOfRefund",
  columns: INFRACTION,
  sql: (refundId: string, resolvedAt: Date) => Prisma.sql`
    UPDATE infractions SET status = 'REFUNDED', "resolvedAt" = ${resolvedAt}::timestamptz, "updatedAt" = now()
    WHERE "refundId" = ${refundId}::uuid AND status = 'REFUNDING' RETURNING *`,
  examples: [[ID, AT]],
});

/**
 * Claims up to `limit` open infractions not yet reminded whose deadline falls in (now, windowEnd], marking them
 * reminded in the same statement and skipping rows others hold: each is reminded once however many workers run.
 */
export const claimInfractionReminders = defineQuery({
  name: "infractions.claimInfractionReminders",
  columns: INFRACTION,
  sql: (now: Date, windowEnd: Date, limit: number) => Prisma.sql`
    UPDATE infractions SET "reminderSentAt" = ${now}::timestamptz, "updatedAt" = now()
    WHERE id IN (
      SELECT id FROM infractions
      WHERE status = 'OPEN' AND "reminderSentAt" IS NULL
        AND "deadlineAt" > ${now}::timestamptz AND "deadlineAt" <= ${windowEnd}::timestamptz
      ORDER BY "deadlineAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING *`,
  examples: [[AT, AT, 1]],
});

/** Claims up to `limit` open infractions past their deadline and not yet escalated, marking them escalated at `now`. */
export const claimOverdueInfractions = defineQuery({
  name: "infractions.claimOverdueInfractions",
  columns: INFRACTION,
  sql: (now: Date, limit: number) => Prisma.sql`
    UPDATE infractions SET "escalatedAt" = ${now}::timestamptz, "updatedAt" = now()
    WHERE id IN (
      SELECT id FROM infractions
      WHERE status = 'OPEN' AND "escalatedAt" IS NULL AND "deadlineAt" <= ${now}::timestamptz
      ORDER BY "deadlineAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING *`,
  examples: [[AT, 1]],
});

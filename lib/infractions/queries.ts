import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

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

/** The infraction the refund was refunding, OPEN again. */
export const reopenInfractionOfRefund = defineCommand({
  name: "infractions.reopenInfractionOfRefund",
  sql: (refundId: string) => Prisma.sql`
    UPDATE infractions SET status = 'OPEN', "refundId" = NULL, "resolvedBy" = NULL, "updatedAt" = now() WHERE "refundId" = ${refundId}::uuid AND status = 'REFUNDING'`,
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

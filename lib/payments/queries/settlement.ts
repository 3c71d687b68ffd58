import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { ReserveHoldKind } from "@/lib/db/generated/enums";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";
import { isPayment, type PaymentRowKey } from "./rows";

const PAYMENT_KEY: PaymentRowKey = { id: ID, createdAt: AT };

// What the provider reports on a charge, applied once, and the jobs that ask it what was missed.

/**
 * Records a provider's event under its id; no row when it was recorded before. provider_events is partitioned by
 * month, so the id's uniqueness is provider_event_keys': a repeat in any later month finds its key.
 */
export const recordProviderEvent = defineQuery({
  name: "payments.recordProviderEvent",
  columns: { id: "uuid", receivedAt: "timestamptz" },
  sql: (
    provider: string,
    event: { eventId: string; type: string; reference: string | null; payload: unknown },
  ) => Prisma.sql`
    WITH key AS (
      INSERT INTO provider_event_keys (provider, "eventId") VALUES (${provider}, ${event.eventId})
      ON CONFLICT DO NOTHING RETURNING provider)
    INSERT INTO provider_events (id, provider, "eventId", type, reference, payload, outcome)
    SELECT gen_random_uuid(), key.provider, ${event.eventId}, ${event.type}, ${event.reference}, ${JSON.stringify(event.payload)}::jsonb, 'received'
    FROM key
    RETURNING id, "receivedAt"`,
  examples: [["api-pix", { eventId: "e", type: "pix.received", reference: null, payload: {} }]],
});

export const setProviderEventOutcome = defineCommand({
  name: "payments.setProviderEventOutcome",
  sql: (event: { id: string; receivedAt: Date }, outcome: string) => Prisma.sql`
    UPDATE provider_events SET outcome = ${outcome}
    WHERE id = ${event.id}::uuid AND "receivedAt" = ${event.receivedAt}::timestamptz`,
  examples: [[{ id: ID, receivedAt: AT }, "applied"]],
});

/** Of the provider's event ids, those recorded. */
export const recordedEventIds = defineQuery({
  name: "payments.recordedEventIds",
  columns: { eventId: "text" },
  sql: (provider: string, eventIds: string[]) => Prisma.sql`
    SELECT "eventId" FROM provider_event_keys WHERE provider = ${provider} AND "eventId" = ANY (${eventIds}::text[])`,
  examples: [["api-pix", ["pix:e"]]],
});

export const markPaymentPending = defineCommand({
  name: "payments.markPaymentPending",
  sql: (payment: PaymentRowKey) =>
    Prisma.sql`UPDATE payments SET status = 'PENDING', "updatedAt" = now() WHERE ${isPayment(payment)}`,
  examples: [[PAYMENT_KEY]],
});

export const cancelPayment = defineCommand({
  name: "payments.cancelPayment",
  sql: (payment: PaymentRowKey, cancelledAt: Date, reason: string) => Prisma.sql`
    UPDATE payments SET status = 'CANCELLED', "cancelledAt" = ${cancelledAt}::timestamptz, "cancelReason" = ${reason},
      "updatedAt" = now()
    WHERE ${isPayment(payment)}`,
  examples: [[PAYMENT_KEY, AT, "expired"]],
});

/** The payment FINISHED, and its link's count of finished payments moved, in one statement. */
export const finishPayment = defineCommand({
  name: "payments.finishPayment",
  sql: (payment: PaymentRowKey, confirmedAt: Date, endToEndId: string | null) => Prisma.sql`
    WITH finished AS (
      UPDATE payments SET status = 'FINISHED', "confirmedAt" = ${confirmedAt}::timestamptz, "endToEndId" = ${endToEndId}, "updatedAt" = now()
      WHERE ${isPayment(payment)} RETURNING "paymentLinkId")
    UPDATE payment_links l SET "qtdPayments" = l."qtdPayments" + 1, "updatedAt" = now() FROM finished WHERE l.id = finished."paymentLinkId"`,
  examples: [[PAYMENT_KEY, AT, null]],
});

export const sellerApprovedAt = defineQuery({
  name: "payments.sellerApprovedAt",
  columns: { approvedAt: "timestamptz | null" },
  sql: (sellerId: string) => Prisma.sql`SELECT "approvedAt" FROM users WHERE id = ${sellerId}::uuid`,
  examples: [[ID]],
});

export type NewReserveHold = {
  sellerId: string;
  paymentId: string;
  kind: ReserveHoldKind;
  amount: number;
  releaseAt: Date;
};

export const insertReserveHold = defineCommand({
  name: "payments.insertReserveHold",
  sql: (hold: NewReserveHold) => Prisma.sql`
    INSERT INTO reserve_holds (id, "sellerId", "paymentId", kind, amount, "releaseAt", "createdAt")
    VALUES (gen_random_uuid(), ${hold.sellerId}::uuid, ${hold.paymentId}::uuid, ${hold.kind}::"ReserveHoldKind", ${hold.amount}, ${hold.releaseAt}::timestamptz, now())`,
  examples: [[{ sellerId: ID, paymentId: ID, kind: "ROLLING", amount: 100, releaseAt: AT }]],
});

/** The provider's unpaid charges created by `createdBy`, least recently asked about (updated) first. */
export const unpaidChargesToAsk = defineQuery({
  name: "payments.unpaidChargesToAsk",
  columns: { id: "uuid", createdAt: "timestamptz", txid: "text" },
  sql: (provider: string, createdBy: Date, limit: number) => Prisma.sql`
    SELECT id, "createdAt", txid FROM payments
    WHERE purchaser = ${provider} AND status IN ('CREATED', 'PENDING') AND "createdAt" <= ${createdBy}
    ORDER BY "updatedAt" LIMIT ${limit}`,
  examples: [["api-pix", AT, 100]],
});

export const markChargeAsked = defineCommand({
  name: "payments.markChargeAsked",
  sql: (payment: PaymentRowKey) =>
    Prisma.sql`UPDATE payments SET "updatedAt" = now() WHERE ${isPayment(payment)} AND status IN ('CREATED', 'PENDING')`,
  examples: [[PAYMENT_KEY]],
});

/** Unpaid payments past their expiry at `now`, the longest expired first. */
export const expiredUnpaid = defineQuery({
  name: "payments.expiredUnpaid",
  columns: { id: "uuid", purchaser: "text", txid: "text" },
  sql: (now: Date, limit: number) => Prisma.sql`
    SELECT id, purchaser, txid FROM payments WHERE status IN ('CREATED', 'PENDING') AND "expiresAt" <= ${now}
    ORDER BY "expiresAt" LIMIT ${limit}`,
  examples: [[AT, 200]],
});

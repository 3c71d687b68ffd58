import type { Tx } from "@/lib/db/client";

export const EVENT_TYPES = [
  "payment.created",
  "payment.pending",
  "payment.finished",
  "payment.cancelled",
  "payment.refunded",
  "refund.completed",
  "refund.failed",
  "infraction.opened",
  "infraction.resolved",
  "withdrawal.requested",
  "withdrawal.processing",
  "withdrawal.completed",
  "withdrawal.failed",
  "withdrawal.rejected",
  "withdrawal.cancelled",
  "payout_key.changed",
  "enterprise.approved",
  "enterprise.rejected",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** Sent only by POST /seller-webhooks/{id}/test, to the one endpoint tested: never written to the outbox. */
export const TEST_EVENT_TYPE = "webhook.test";

export type SellerEvent = { type: EventType; data: unknown };

/** The body every webhook of the event receives (API.md 9). */
export function eventBody(event: { id: string; type: string; createdAt: Date; payload: unknown }) {
  return { id: event.id, type: event.type, createdAt: event.createdAt.toISOString(), data: event.payload };
}

/**
 * Writes seller events to the outbox, in the order given, and a pending delivery of each to every
 * endpoint of the seller that wants it: one statement in the caller's transaction, so they exist
 * exactly when the change does.
 */
export async function emitEvents(tx: Tx, sellerId: string, events: SellerEvent[]) {
  const now = Date.now();
  // A millisecond apart, so that readers ordering the outbox by createdAt see them in order.
  const rows = events.map((event, i) => ({ id: crypto.randomUUID(), type: event.type, createdAt: new Date(now + i), payload: event.data }));
  await tx.$executeRaw`
    WITH events AS (
      INSERT INTO outbox_events (id, "sellerId", type, payload, "createdAt")
      SELECT e.id, ${sellerId}::uuid, e.type, e.payload, e."createdAt"
      FROM unnest(${rows.map((row) => row.id)}::uuid[], ${rows.map((row) => row.type)}::text[],
                  ${rows.map((row) => JSON.stringify(row.payload))}::jsonb[], ${rows.map((row) => row.createdAt.toISOString())}::timestamptz[])
        AS e(id, type, payload, "createdAt"))
    INSERT INTO webhook_deliveries (id, "webhookId", "eventId", "eventType", payload, status, attempts, "nextAttemptAt", "createdAt")
    SELECT gen_random_uuid(), w.id, e.id, e.type, e.body, 'PENDING', 0, now(), now()
    FROM seller_webhooks w,
      unnest(${rows.map((row) => row.id)}::uuid[], ${rows.map((row) => row.type)}::text[], ${rows.map((row) => JSON.stringify(eventBody(row)))}::jsonb[])
        AS e(id, type, body)
    WHERE w."sellerId" = ${sellerId}::uuid AND w."isActive" AND w."deletedAt" IS NULL
      AND (cardinality(w.events) = 0 OR e.type = ANY (w.events))`;
}

export function emitEvent(tx: Tx, sellerId: string, type: EventType, data: unknown) {
  return emitEvents(tx, sellerId, [{ type, data }]);
}

import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineCommand, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

export type OutboxEvent = { id: string; type: string; createdAt: Date; payload: unknown; body: unknown };

/**
 * The events into the outbox and, for every live endpoint of the seller that wants each, a pending delivery of its
 * body. A delivery's createdAt is its event's: webhook_deliveries is partitioned by it, and (webhookId, eventId) is
 * unique with it, so one event is one delivery per endpoint whatever month a repeat would come in.
 */
export const insertEvents = defineCommand({
  name: "events.insertEvents",
  sql: (sellerId: string, events: OutboxEvent[]) => Prisma.sql`
    WITH events AS (
      INSERT INTO outbox_events (id, "sellerId", type, payload, "createdAt")
      SELECT e.id, ${sellerId}::uuid, e.type, e.payload, e."createdAt"
      FROM unnest(${events.map((event) => event.id)}::uuid[], ${events.map((event) => event.type)}::text[],
                  ${events.map((event) => JSON.stringify(event.payload))}::jsonb[], ${events.map((event) => event.createdAt.toISOString())}::timestamptz[])
        AS e(id, type, payload, "createdAt"))
    INSERT INTO webhook_deliveries
      (id, "webhookId", "sellerId", "eventId", "eventType", payload, status, attempts, "nextAttemptAt", "createdAt")
    SELECT gen_random_uuid(), w.id, w."sellerId", e.id, e.type, e.body, 'PENDING', 0, now(), e."createdAt"
    FROM seller_webhooks w,
      unnest(${events.map((event) => event.id)}::uuid[], ${events.map((event) => event.type)}::text[], ${events.map((event) => JSON.stringify(event.body))}::jsonb[],
             ${events.map((event) => event.createdAt.toISOString())}::timestamptz[])
        AS e(id, type, body, "createdAt")
    WHERE w."sellerId" = ${sellerId}::uuid AND w."isActive" AND w."deletedAt" IS NULL
      AND (cardinality(w.events) = 0 OR e.type = ANY (w.events))`,
  examples: [[ID, [{ id: ID, type: "payment.created", createdAt: AT, payload: {}, body: {} }]]],
});

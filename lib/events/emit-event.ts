import type { Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

export const EVENT_TYPES = [
  "payment.created",
  "payment.pending",
  "payment.finished",
  "payment.cancelled",
  "payment.refunded",
  "withdrawal.requested",
  "withdrawal.processing",
  "withdrawal.completed",
  "withdrawal.failed",
  "withdrawal.rejected",
  "withdrawal.cancelled",
  "enterprise.approved",
  "enterprise.rejected",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** The body every webhook of the event receives (API.md 9). */
export function eventBody(event: { id: string; type: string; createdAt: Date; payload: unknown }) {
  return { id: event.id, type: event.type, createdAt: event.createdAt.toISOString(), data: event.payload };
}

/**
 * Writes a seller event to the outbox and a pending delivery for each of the seller's endpoints
 * that wants it, all in the caller's transaction: they exist exactly when the change does.
 */
export async function emitEvent(tx: Tx, sellerId: string, type: EventType, data: unknown) {
  const event = await tx.outboxEvent.create({ data: { sellerId, type, payload: data as Prisma.InputJsonValue } });
  const body = JSON.stringify(eventBody(event));
  await tx.$executeRaw`
    INSERT INTO webhook_deliveries (id, "webhookId", "eventId", "eventType", payload, status, attempts, "nextAttemptAt", "createdAt")
    SELECT gen_random_uuid(), w.id, ${event.id}::uuid, ${type}, ${body}::jsonb, 'PENDING', 0, now(), now()
    FROM seller_webhooks w
    WHERE w."sellerId" = ${sellerId}::uuid AND w."isActive" AND w."deletedAt" IS NULL
      AND (cardinality(w.events) = 0 OR ${type} = ANY (w.events))`;
}

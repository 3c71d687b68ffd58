import type { Tx } from "@/lib/db/client";
import { insertEvents } from "./queries";

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
  await insertEvents(tx, sellerId, rows.map((row) => ({ ...row, body: eventBody(row) })));
}

export function emitEvent(tx: Tx, sellerId: string, type: EventType, data: unknown) {
  return emitEvents(tx, sellerId, [{ type, data }]);
}

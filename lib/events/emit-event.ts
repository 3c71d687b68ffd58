import "#server-only";
import type { Tx } from "@/lib/db/client";
import { type EventType } from "./event-types";
import { insertEvents } from "./queries";

export type SellerEvent = { type: EventType; data: unknown };

/** The body every webhook of the event receives (docs/API.md 8). */
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
  const rows = events.map((event, i) => ({
    id: crypto.randomUUID(),
    type: event.type,
    createdAt: new Date(now + i),
    payload: event.data,
  }));
  await insertEvents(
    tx,
    sellerId,
    rows.map((row) => ({ ...row, body: eventBody(row) })),
  );
}

export function emitEvent(tx: Tx, sellerId: string, type: EventType, data: unknown) {
  return emitEvents(tx, sellerId, [{ type, data }]);
}

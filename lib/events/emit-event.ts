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

/** Writes a seller event to the outbox in the caller's transaction: it exists exactly when the change does. */
export async function emitEvent(tx: Tx, sellerId: string, type: EventType, data: unknown) {
  await tx.outboxEvent.create({ data: { sellerId, type, payload: data as Prisma.InputJsonValue } });
}

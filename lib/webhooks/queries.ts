import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

const DELIVERY = {
  id: "uuid",
  webhookId: "uuid",
  eventId: "uuid",
  eventType: "text",
  payload: "jsonb",
  status: "DeliveryStatus",
  attempts: "int4",
  nextAttemptAt: "timestamptz",
  lastAttemptAt: "timestamptz | null",
  lastStatusCode: "int4 | null",
  lastResponse: "text | null",
  lastError: "text | null",
  lastErrorCode: "text | null",
  deliveredAt: "timestamptz | null",
  createdAt: "timestamptz",
} as const;

/** One pending delivery, leased until `lease` with an attempt counted, unless another worker holds it. */
export const claimDelivery = defineQuery({
  name: "webhooks.claimDelivery",
  columns: DELIVERY,
  sql: (id: string, lease: Date) => Prisma.sql`
    UPDATE webhook_deliveries SET attempts = attempts + 1, "lastAttemptAt" = now(), "nextAttemptAt" = ${lease}
    WHERE id IN (SELECT id FROM webhook_deliveries WHERE id = ${id}::uuid AND status = 'PENDING' FOR UPDATE SKIP LOCKED)
    RETURNING *`,
  examples: [[ID, AT]],
});

/**
 * Up to `limit` pending deliveries due by `now`, leased until `lease` with an attempt counted, skipping those other
 * workers hold.
 */
export const claimDueDeliveries = defineQuery({
  name: "webhooks.claimDueDeliveries",
  columns: DELIVERY,
  sql: (now: Date, lease: Date, limit: number) => Prisma.sql`
    UPDATE webhook_deliveries SET attempts = attempts + 1, "lastAttemptAt" = now(), "nextAttemptAt" = ${lease}
    WHERE id IN (
      SELECT id FROM webhook_deliveries
      WHERE status = 'PENDING' AND "nextAttemptAt" <= ${now}
      ORDER BY "nextAttemptAt" LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING *`,
  examples: [[AT, AT, 20]],
});

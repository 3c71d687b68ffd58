import "#server-only";
import { type DeliveryStatus, Prisma } from "@/lib/db/generated/client";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

/** A seller_webhooks row in full, as the Prisma model reads it. */
const WEBHOOK = {
  id: "uuid",
  sellerId: "uuid",
  url: "text",
  events: "text[]",
  secret: "text",
  isActive: "bool",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
  deletedAt: "timestamptz | null",
} as const;

const DELIVERY = {
  id: "uuid",
  webhookId: "uuid",
  sellerId: "uuid",
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

/** `id` is chosen by the caller: the sealed secret is bound to it. */
export const insertWebhook = defineQuery({
  name: "webhooks.insertWebhook",
  columns: WEBHOOK,
  sql: (webhook: { id: string; sellerId: string; url: string; events: string[]; secret: string }) => Prisma.sql`
    INSERT INTO seller_webhooks (id, "sellerId", url, events, secret, "updatedAt")
    VALUES (${webhook.id}::uuid, ${webhook.sellerId}::uuid, ${webhook.url}, ${webhook.events}::text[], ${webhook.secret},
      now())
    RETURNING *`,
  examples: [[{ id: ID, sellerId: ID, url: "https://example.com/hook", events: ["payment.finished"], secret: "s" }]],
});

/** A soft delete: the endpoint also stops receiving. */
export const deleteWebhookRow = defineCommand({
  name: "webhooks.deleteWebhookRow",
  sql: (id: string, deletedAt: Date) => Prisma.sql`
    UPDATE seller_webhooks SET "deletedAt" = ${deletedAt}::timestamptz, "isActive" = false, "updatedAt" = now()
    WHERE id = ${id}::uuid AND "deletedAt" IS NULL`,
  examples: [[ID, AT]],
});

export type AttemptRecord = {
  deliveryId: string;
  /** The delivery's. */
  sellerId: string;
  number: number;
  statusCode: number | null;
  responseBody: string | null;
  error: string | null;
  errorCode: string | null;
  durationMs: number;
};

export const insertAttempt = defineCommand({
  name: "webhooks.insertAttempt",
  sql: (attempt: AttemptRecord) => Prisma.sql`
    INSERT INTO webhook_attempts
      (id, "deliveryId", "sellerId", number, "statusCode", "responseBody", error, "errorCode", "durationMs")
    VALUES (gen_random_uuid(), ${attempt.deliveryId}::uuid, ${attempt.sellerId}::uuid, ${attempt.number},
      ${attempt.statusCode}::int4, ${attempt.responseBody}, ${attempt.error}, ${attempt.errorCode}, ${attempt.durationMs})`,
  examples: [
    [
      {
        deliveryId: ID,
        sellerId: ID,
        number: 1,
        statusCode: null,
        responseBody: null,
        error: "e",
        errorCode: "ENOTFOUND",
        durationMs: 0,
      },
    ],
  ],
});

export type DeliveryOutcome = {
  status: DeliveryStatus;
  lastStatusCode: number | null;
  lastResponse: string | null;
  lastError: string | null;
  lastErrorCode: string | null;
  /** Set when delivered; null leaves it as it was. */
  deliveredAt: Date | null;
  /** Set when another attempt is due; null leaves it as it was. */
  nextAttemptAt: Date | null;
};

/** What the last attempt of a delivery came to; its createdAt names its month's partition. */
export const recordDeliveryOutcome = defineCommand({
  name: "webhooks.recordDeliveryOutcome",
  sql: (delivery: { id: string; createdAt: Date }, outcome: DeliveryOutcome) => Prisma.sql`
    UPDATE webhook_deliveries SET status = ${outcome.status}::"DeliveryStatus",
      "lastStatusCode" = ${outcome.lastStatusCode}::int4, "lastResponse" = ${outcome.lastResponse},
      "lastError" = ${outcome.lastError}, "lastErrorCode" = ${outcome.lastErrorCode},
      "deliveredAt" = coalesce(${outcome.deliveredAt}::timestamptz, "deliveredAt"),
      "nextAttemptAt" = coalesce(${outcome.nextAttemptAt}::timestamptz, "nextAttemptAt")
    WHERE id = ${delivery.id}::uuid AND "createdAt" = ${delivery.createdAt}::timestamptz`,
  examples: [
    [
      { id: ID, createdAt: AT },
      {
        status: "PENDING",
        lastStatusCode: 500,
        lastResponse: "r",
        lastError: null,
        lastErrorCode: null,
        deliveredAt: null,
        nextAttemptAt: AT,
      },
    ],
  ],
});

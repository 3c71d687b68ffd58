import "#server-only";
import { Webhook } from "standardwebhooks";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { direct } from "@/lib/db/direct";
import type { WebhookDelivery } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { ENDPOINT_REMOVED } from "./failure-reason";
import { type PostResult, postJson } from "./http-post";
import { claimDelivery, claimDueDeliveries, insertAttempt, recordDeliveryOutcome } from "./queries";
import { webhookSigningSecret } from "./secrets";

/** About 8 tries over 24 h: the wait after the 1st, 2nd, … failed attempt. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000, 10_800_000, 21_600_000, 43_200_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length;
const BATCH = 20;

type Options = { now?: Date; retryDelaysMs?: readonly number[]; onlyId?: string };

/** Sends one delivery with Standard Webhooks headers and records the attempt. */
async function attempt(delivery: WebhookDelivery, { now = new Date(), retryDelaysMs = RETRY_DELAYS_MS }: Options) {
  const webhook = await db().sellerWebhook.findUnique({ where: { id: delivery.webhookId } });
  let result: PostResult;
  if (!webhook || !webhook.isActive || webhook.deletedAt) {
    result = { statusCode: null, body: "", error: "endpoint removido", errorCode: ENDPOINT_REMOVED, durationMs: 0 };
  } else {
    const body = JSON.stringify(delivery.payload);
    const signature = new Webhook(webhookSigningSecret(webhook)).sign(delivery.eventId, now, body);
    const headers = {
      "webhook-id": delivery.eventId,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": signature,
    };
    result = await postJson(webhook.url, body, headers);
  }
  const succeeded = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const gaveUp =
    !succeeded &&
    (delivery.attempts >= retryDelaysMs.length || !webhook || webhook.deletedAt !== null || !webhook.isActive);
  await transaction(async (tx) => {
    await insertAttempt(tx, {
      deliveryId: delivery.id,
      sellerId: delivery.sellerId,
      number: delivery.attempts,
      statusCode: result.statusCode,
      responseBody: result.body || null,
      error: result.error,
      errorCode: result.errorCode,
      durationMs: result.durationMs,
    });
    await recordDeliveryOutcome(tx, delivery, {
      status: succeeded ? "SUCCEEDED" : gaveUp ? "FAILED" : "PENDING",
      lastStatusCode: result.statusCode,
      lastResponse: result.body || null,
      lastError: result.error,
      lastErrorCode: result.errorCode,
      deliveredAt: succeeded ? new Date() : null,
      nextAttemptAt: !succeeded && !gaveUp ? new Date(now.getTime() + retryDelaysMs[delivery.attempts - 1]!) : null,
    });
  });
  return succeeded;
}

/**
 * Claims due deliveries (SKIP LOCKED, then a lease), so any number of workers can run this at
 * once without two of them sending the same delivery at the same time; returns how many were tried.
 */
export async function deliverDueWebhooks(options: Options = {}): Promise<number> {
  const now = options.now ?? new Date();
  // A claimed delivery is not handed to another worker until the lease ends.
  const lease = new Date(now.getTime() + env().WEBHOOK_LEASE_SECONDS * 1000);
  const claimed = options.onlyId
    ? await claimDelivery(direct, options.onlyId, lease)
    : await claimDueDeliveries(direct, now, lease, BATCH);
  await Promise.all(
    claimed.map((delivery) =>
      attempt(delivery, options).catch((error) =>
        logger().error({ err: error, deliveryId: delivery.id }, "webhook delivery crashed"),
      ),
    ),
  );
  return claimed.length;
}

import "#server-only";
import { assertCan } from "@/lib/auth/guards";
import { randomUUID } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import type { Prisma, SellerWebhook, WebhookDelivery } from "@/lib/db/generated/client";
import { eventBody } from "@/lib/events/emit-event";
import { TEST_EVENT_TYPE } from "@/lib/events/event-types";
import { AppError } from "@/lib/http/errors";
import { type PageQuery, pageWindow, toPage } from "@/lib/http/pagination";
import { deliverDueWebhooks } from "./deliver";
import { deliveryFailureReason } from "./failure-reason";
import { deleteWebhookRow, insertWebhook } from "./queries";
import { newWebhookSecret } from "./secrets";
import { checkWebhookUrl } from "./url-guard";

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toWebhookJson(webhook: SellerWebhook) {
  return {
    id: webhook.id,
    url: webhook.url,
    events: webhook.events,
    isActive: webhook.isActive,
    createdAt: webhook.createdAt.toISOString(),
  };
}

function toDeliveryJson(delivery: WebhookDelivery) {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.status === "PENDING" ? delivery.nextAttemptAt.toISOString() : null,
    lastStatusCode: delivery.lastStatusCode,
    lastResponse: delivery.lastResponse,
    lastError: delivery.lastError,
    lastErrorCode: delivery.lastErrorCode,
    failureReason: deliveryFailureReason({
      statusCode: delivery.lastStatusCode,
      errorCode: delivery.lastErrorCode,
      error: delivery.lastError,
    }),
    deliveredAt: iso(delivery.deliveredAt),
    createdAt: delivery.createdAt.toISOString(),
  };
}

export async function createWebhook(actor: Actor, input: { url: string; events?: string[] }) {
  assertCan(actor, "webhooks");
  const problem = await checkWebhookUrl(input.url);
  if (problem) throw new AppError("VALIDATION_FAILED", undefined, { details: [{ path: "url", message: problem }] });
  // The id is chosen here: the sealed secret is bound to its row.
  const id = randomUUID();
  const { secret, sealed } = newWebhookSecret(id);
  return transaction(async (tx) => {
    const events = [...new Set(input.events ?? [])];
    const webhook = (
      await insertWebhook(tx, { id, sellerId: actor.sellerId, url: input.url, events, secret: sealed })
    )[0]!;
    await recordAudit(tx, actor, {
      action: "webhook.created",
      entityType: "webhook",
      entityId: webhook.id,
      after: { url: webhook.url, events: webhook.events },
    });
    return { ...toWebhookJson(webhook), secret };
  });
}

export async function listWebhooks(actor: Actor, page: PageQuery) {
  const where = { sellerId: actor.sellerId, deletedAt: null };
  const [rows, total] = await Promise.all([
    db().sellerWebhook.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "asc" }], ...pageWindow(page) }),
    db().sellerWebhook.count({ where }),
  ]);
  return toPage(rows.map(toWebhookJson), total, page);
}

async function ownWebhook(actor: Actor, id: string) {
  const webhook = await db().sellerWebhook.findFirst({ where: { id, sellerId: actor.sellerId, deletedAt: null } });
  if (!webhook) throw new AppError("NOT_FOUND");
  return webhook;
}

/** Removes an endpoint; its pending deliveries are given up on the next attempt. */
export async function deleteWebhook(actor: Actor, id: string) {
  assertCan(actor, "webhooks");
  const webhook = await ownWebhook(actor, id);
  await transaction(async (tx) => {
    // Of two deletions at once, the second finds it gone: one entry in the audit log, one deletion date.
    if ((await deleteWebhookRow(tx, id, new Date())) !== 1) throw new AppError("NOT_FOUND");
    await recordAudit(tx, actor, {
      action: "webhook.deleted",
      entityType: "webhook",
      entityId: id,
      before: { url: webhook.url },
    });
  });
}

export async function listDeliveries(
  actor: Actor,
  id: string,
  { status, ...page }: PageQuery & { status?: "PENDING" | "SUCCEEDED" | "FAILED" },
) {
  await ownWebhook(actor, id);
  const where = { webhookId: id, ...(status !== undefined && { status }) };
  const [rows, total] = await Promise.all([
    db().webhookDelivery.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(page) }),
    db().webhookDelivery.count({ where }),
  ]);
  return toPage(rows.map(toDeliveryJson), total, page);
}

/** Sends a `webhook.test` event to one endpoint now and answers with the delivery's outcome. */
export async function sendTestEvent(actor: Actor, id: string) {
  assertCan(actor, "webhooks");
  const webhook = await ownWebhook(actor, id);
  const eventId = randomUUID();
  // The delivery's createdAt is its event's, as for every event (lib/events/queries.ts).
  const createdAt = new Date();
  const payload = eventBody({
    id: eventId,
    type: TEST_EVENT_TYPE,
    createdAt,
    payload: { message: "Evento de teste", webhookId: webhook.id },
  });
  const delivery = await db().webhookDelivery.create({
    data: {
      webhookId: id,
      sellerId: webhook.sellerId,
      eventId,
      eventType: TEST_EVENT_TYPE,
      payload: payload as Prisma.InputJsonValue,
      createdAt,
    },
  });
  await deliverOne(delivery.id);
  return toDeliveryJson(
    await db().webhookDelivery.findUniqueOrThrow({ where: { id_createdAt: { id: delivery.id, createdAt } } }),
  );
}

/** Puts a failed (or any) delivery back in the queue for an immediate new round of attempts. */
export async function resendDelivery(actor: Actor, id: string, deliveryId: string) {
  assertCan(actor, "webhooks");
  await ownWebhook(actor, id);
  const { count } = await db().webhookDelivery.updateMany({
    where: { id: deliveryId, webhookId: id, status: { not: "PENDING" } },
    data: { status: "PENDING", attempts: 0, nextAttemptAt: new Date() },
  });
  if (count === 0) {
    const exists = await db().webhookDelivery.findFirst({
      where: { id: deliveryId, webhookId: id },
      select: { id: true },
    });
    if (!exists) throw new AppError("NOT_FOUND");
  }
  await deliverOne(deliveryId);
  // By id alone: one probe of each month's primary key index.
  return toDeliveryJson(await db().webhookDelivery.findFirstOrThrow({ where: { id: deliveryId, webhookId: id } }));
}

function deliverOne(deliveryId: string) {
  return deliverDueWebhooks({ onlyId: deliveryId });
}

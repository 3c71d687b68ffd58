import { EVENT_TYPES } from "@/lib/events/event-types";
import { z } from "@/lib/zod";

export const CreateWebhookSchema = z
  .object({
    url: z.string("Informe a URL").trim().max(2000, "URL longa demais"),
    events: z.array(z.enum(EVENT_TYPES, "Evento desconhecido")).max(EVENT_TYPES.length).optional(),
  })
  .strict()
  .meta({ id: "CreateWebhookInput", description: "events: the types to receive; absent or empty means all." });

export const WebhookIdParamsSchema = z.object({ id: z.uuid("Identificador inválido") });
export const DeliveryParamsSchema = z.object({
  id: z.uuid("Identificador inválido"),
  deliveryId: z.uuid("Identificador inválido"),
});

export const WebhookSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    events: z.array(z.string()),
    isActive: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Webhook" });

export const CreatedWebhookSchema = WebhookSchema.extend({
  secret: z.string().meta({ description: "Standard Webhooks signing secret (whsec_…), shown only in this response." }),
}).meta({ id: "CreatedWebhook" });

export const DeliverySchema = z
  .object({
    id: z.uuid(),
    eventId: z.uuid(),
    eventType: z.string(),
    status: z.enum(["PENDING", "SUCCEEDED", "FAILED"]),
    attempts: z.number().int(),
    nextAttemptAt: z.iso.datetime().nullable(),
    lastStatusCode: z.number().int().nullable(),
    lastResponse: z.string().nullable().meta({ description: "The first 4 KiB of the endpoint's last answer" }),
    lastError: z.string().nullable().meta({ description: "The last failure's technical message, for support" }),
    lastErrorCode: z
      .string()
      .nullable()
      .meta({ description: "The last failure's technical code (ENOTFOUND, ECONNREFUSED, CERT_HAS_EXPIRED…)" }),
    failureReason: z
      .string()
      .nullable()
      .meta({ description: "Why the last attempt failed, in Portuguese for the seller; null once delivered" }),
    deliveredAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "WebhookDelivery" });

export const DeliveryQuerySchema = z.object({ status: z.enum(["PENDING", "SUCCEEDED", "FAILED"]).optional() });

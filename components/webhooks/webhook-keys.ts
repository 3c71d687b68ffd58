import type { CreatedWebhookSchema, DeliverySchema, WebhookSchema } from "@/lib/webhooks/schema";
import type { z } from "@/lib/zod";

export type WebhookJson = z.output<typeof WebhookSchema>;
export type CreatedWebhookJson = z.output<typeof CreatedWebhookSchema>;
export type DeliveryJson = z.output<typeof DeliverySchema>;
export type DeliveryStatus = DeliveryJson["status"];
export type DeliveryFilters = { status?: DeliveryStatus; page: number };

/** One size for the server's first page and the client's later ones, so both windows agree. */
export const WEBHOOKS_PER_PAGE = 20;
export const DELIVERIES_PER_PAGE = 10;

export const webhookKeys = {
  all: ["webhooks"] as const,
  list: (page: number) => [...webhookKeys.all, "list", page] as const,
  deliveriesOf: (webhookId: string) => [...webhookKeys.all, webhookId, "deliveries"] as const,
  deliveries: (webhookId: string, filters: DeliveryFilters) =>
    [...webhookKeys.deliveriesOf(webhookId), filters] as const,
};

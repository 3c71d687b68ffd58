import { EnterpriseSchema } from "@/lib/enterprises/schema";
import { InfractionSchema } from "@/lib/infractions/schema";
import { PaymentSchema } from "@/lib/payments/schema";
import { RefundSchema } from "@/lib/refunds/schema";
import { PayoutKeySchema, WithdrawalSchema } from "@/lib/withdrawals/schema";
import { z } from "@/lib/zod";
import { EVENT_TYPES } from "./emit-event";

const event = (type: z.ZodType, data: z.ZodType) => z.object({ id: z.uuid(), type, createdAt: z.iso.datetime(), data });

/** The events of one resource (`payment.created`, ...) with that resource, as the API returns it, in `data`. */
const eventsOf = (resource: string, data: z.ZodType) => event(z.enum(EVENT_TYPES.filter((type) => type.startsWith(`${resource}.`))), data);

/** What POST /seller-webhooks/{id}/test sends. */
const testEvent = event(z.literal("webhook.test"), z.object({ message: z.string(), webhookId: z.uuid() }));

/** A webhook event's body (API.md 9). A new event type's resource joins this union. */
export const WebhookEventSchema = z
  .union([
    eventsOf("payment", PaymentSchema),
    eventsOf("refund", RefundSchema),
    eventsOf("withdrawal", WithdrawalSchema),
    eventsOf("enterprise", EnterpriseSchema),
    eventsOf("infraction", InfractionSchema),
    eventsOf("payout_key", PayoutKeySchema),
    testEvent,
  ])
  .meta({ id: "WebhookEvent", description: "The body each webhook delivery carries, signed by the Standard Webhooks headers; data is the resource as the API returns it." });

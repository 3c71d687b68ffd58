import { EnterpriseSchema } from "@/lib/enterprises/schema";
import { InfractionSchema } from "@/lib/infractions/schema";
import { PaymentSchema } from "@/lib/payments/schema";
import { RefundSchema } from "@/lib/refunds/schema";
import { PayoutKeySchema, WithdrawalSchema } from "@/lib/withdrawals/schema";
import { z } from "@/lib/zod";
import { EVENT_TYPES, type EventType, TEST_EVENT_TYPE } from "./event-types";

const event = (type: z.ZodType, data: z.ZodType) => z.object({ id: z.uuid(), type, createdAt: z.iso.datetime(), data });

type Resource = EventType extends `${infer R}.${string}` ? R : never;

/** The resource each event carries in `data`, as the API returns it; a new event type's resource needs its row here. */
const DATA_SCHEMAS: Record<Resource, z.ZodType> = {
  payment: PaymentSchema,
  refund: RefundSchema,
  withdrawal: WithdrawalSchema,
  enterprise: EnterpriseSchema,
  infraction: InfractionSchema,
  payout_key: PayoutKeySchema,
};

const resourceOf = (type: EventType) => type.split(".")[0] as Resource;

/** The events of one resource (`payment.created`, ...) with that resource in `data`. */
const eventsOf = (resource: Resource) =>
  event(z.enum(EVENT_TYPES.filter((type) => resourceOf(type) === resource)), DATA_SCHEMAS[resource]);

const TEST_EVENT_DATA = z.object({ message: z.string(), webhookId: z.uuid() });

/** The body of one event type, its `type` fixed: what the OpenAPI document's webhook entry of that type declares. */
export function webhookEventSchemaOf(type: EventType | typeof TEST_EVENT_TYPE) {
  return type === TEST_EVENT_TYPE
    ? event(z.literal(type), TEST_EVENT_DATA)
    : event(z.literal(type), DATA_SCHEMAS[resourceOf(type)]);
}

/** A webhook event's body (docs/API.md 8): any event type, including what POST /seller-webhooks/{id}/test sends. */
export const WebhookEventSchema = z
  .union([...(Object.keys(DATA_SCHEMAS) as Resource[]).map(eventsOf), webhookEventSchemaOf(TEST_EVENT_TYPE)])
  .meta({
    id: "WebhookEvent",
    description:
      "The body each webhook delivery carries, signed by the Standard Webhooks headers; data is the resource as the API returns it.",
  });

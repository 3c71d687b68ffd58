import "#server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { type EventType, TEST_EVENT_TYPE } from "@/lib/events/event-types";
import { eventExamples, testEventExample } from "@/lib/events/examples";
import { webhookEventSchemaOf } from "@/lib/events/schema";
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from "@/lib/webhooks/deliver";
import { DELIVERY_TIMEOUT_SECONDS } from "@/lib/webhooks/failure-reason";
import { z } from "@/lib/zod";

type DocumentedEvent = EventType | typeof TEST_EVENT_TYPE;

/** When each event is sent: a new event type does not compile until it has its line here. */
const WHEN: Record<DocumentedEvent, string> = {
  "payment.created": "A payment was created and its PIX charge is ready to pay (status CREATED).",
  "payment.pending":
    "The PSP reported the PIX paid and the payment is being booked (status PENDING); `payment.finished` follows.",
  "payment.finished": "The payment is paid and booked in the seller's balance (status FINISHED).",
  "payment.cancelled": "The payment was cancelled or expired unpaid (status CANCELLED, `cancelReason` says why).",
  "payment.refunded":
    "Refunds returned all of a paid payment (status REFUNDED). Sent after the `refund.completed` that finished it.",
  "refund.completed": "A refund (total or partial) reached the buyer (status DONE).",
  "refund.failed":
    "The PSP could not return a refund (status FAILED, `failureReason` says why); its amount is back in the balance.",
  "infraction.opened":
    "A MED infraction was opened against a payment: its amount is held from the balance until it is resolved.",
  "infraction.resolved":
    "A MED infraction was resolved: the amount was released to the seller or returned to the payer.",
  "withdrawal.requested": "A withdrawal was requested; its amount and fee are held from the balance.",
  "withdrawal.processing": "A withdrawal was approved and sent to the PSP.",
  "withdrawal.completed": "The PIX of a withdrawal reached the payout key.",
  "withdrawal.failed": "The PSP could not pay a withdrawal (`failureReason`); the held amount is back in the balance.",
  "withdrawal.rejected": "An admin refused a withdrawal (`rejectionReason`); the held amount is back in the balance.",
  "withdrawal.cancelled":
    "The seller cancelled a withdrawal before it was sent; the held amount is back in the balance.",
  "withdrawal.returned":
    "The receiving bank sent back (part of) the PIX of a completed withdrawal; that amount is back in the available balance (`returnedAmount` is the total returned so far). Once per return.",
  "payout_key.changed":
    "The PIX key that receives withdrawals was registered or replaced; withdrawals to it wait until `payableFrom`.",
  "enterprise.approved": "An admin approved the seller's company: it may now create payments and withdraw.",
  "enterprise.rejected": "An admin rejected the seller's company (`rejectionReason`).",
  "webhook.test": "Sent only by POST /seller-webhooks/{id}/test, to the endpoint tested; no subscription selects it.",
};

/** Standard Webhooks (standardwebhooks.com), as lib/webhooks/deliver.ts signs each attempt. */
const SIGNING_HEADERS = z.object({
  "webhook-id": z.uuid().meta({
    description:
      "The event's id (the body's `id`): the same on every retry, so drop a delivery whose id you already processed.",
  }),
  "webhook-timestamp": z.string().regex(/^\d+$/).meta({
    description:
      "When this attempt was signed, in Unix seconds. Refuse one far from your clock (the libraries allow 5 minutes) to stop replays.",
    example: "1795787100",
  }),
  "webhook-signature": z.string().meta({
    description:
      "`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the endpoint's secret (the base64 after `whsec_`). Verify it on the raw body, before parsing; a space-separated list may hold more than one signature.",
    example: "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
  }),
});

const duration = (ms: number) =>
  ms < 60_000 ? `${ms / 1000} s` : ms < 3_600_000 ? `${ms / 60_000} min` : `${ms / 3_600_000} h`;

/** A delivery gives up after its MAX_ATTEMPTS-th attempt, so only the waits before that one happen. */
const RETRIES = `Any other answer, or none within ${DELIVERY_TIMEOUT_SECONDS} s, is retried: ${MAX_ATTEMPTS} attempts in all, waiting ${RETRY_DELAYS_MS.slice(
  0,
  MAX_ATTEMPTS - 1,
)
  .map(duration)
  .join(
    ", ",
  )} between them; then the delivery is FAILED (resend it from the dashboard or POST /seller-webhooks/{id}/deliveries/{deliveryId}/resend).`;

const operationId = (type: string) => `${type.replace(/[._](\w)/g, (_, letter: string) => letter.toUpperCase())}Event`;

/** One OpenAPI 3.1 webhook per event type: its body with the example /status/events serves, and the signing headers. */
export function registerWebhooks(registry: OpenAPIRegistry) {
  for (const example of [...eventExamples(), testEventExample()]) {
    const type = example.type as DocumentedEvent;
    registry.registerWebhook({
      method: "post",
      path: type,
      operationId: operationId(type),
      summary: type,
      description:
        type === TEST_EVENT_TYPE
          ? WHEN[type]
          : `${WHEN[type]} POSTed as JSON to every active endpoint of the seller subscribed to it (or to all events).`,
      tags: ["Webhooks"],
      request: {
        headers: SIGNING_HEADERS,
        body: { required: true, content: { "application/json": { schema: webhookEventSchemaOf(type), example } } },
      },
      responses: {
        "2XX": { description: `Received. ${RETRIES}` },
      },
    });
  }
}

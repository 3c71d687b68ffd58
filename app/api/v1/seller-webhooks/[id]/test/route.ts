import { route } from "@pix/core/http/route";
import { DeliverySchema, WebhookIdParamsSchema } from "@pix/core/webhooks/schema";
import { sendTestEvent } from "@pix/core/webhooks/service";

export const POST = route({
  auth: "approvedSeller",
  summary: "Send a webhook.test event now and see how the endpoint answered",
  tags: ["Webhooks"],
  params: WebhookIdParamsSchema,
  response: DeliverySchema,
  errors: [404],
  rateLimit: ({ ip }) => [{ name: "webhook-test-ip", key: ip, limit: 30, windowSeconds: 60 }],
  handler: ({ actor, params }) => sendTestEvent(actor, params.id),
});

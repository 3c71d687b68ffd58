import { route } from "@pix/core/http/route";
import { DeliverySchema, WebhookIdParamsSchema } from "@pix/core/webhooks/schema";
import { sendTestEvent } from "@pix/core/webhooks/service";
import { perAddress } from "@pix/core/http/rate-limit";

export const POST = route({
  auth: "approvedSeller",
  summary: "Send a webhook.test event now and see how the endpoint answered",
  tags: ["Webhooks"],
  params: WebhookIdParamsSchema,
  response: DeliverySchema,
  errors: [404],
  rateLimit: ({ ip }) => [perAddress("webhook-test-ip", ip, 30, 60)],
  handler: ({ actor, params }) => sendTestEvent(actor, params.id),
});

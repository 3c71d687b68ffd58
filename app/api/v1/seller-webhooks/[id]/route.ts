import { route } from "@pix/core/http/route";
import { WebhookIdParamsSchema } from "@pix/core/webhooks/schema";
import { deleteWebhook } from "@pix/core/webhooks/service";

export const DELETE = route({
  auth: "approvedSeller",
  summary: "Remove a webhook endpoint",
  tags: ["Webhooks"],
  params: WebhookIdParamsSchema,
  status: 204,
  errors: [404],
  handler: ({ actor, params }) => deleteWebhook(actor, params.id),
});

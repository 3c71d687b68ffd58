import { route } from "@/lib/http/route";
import { WebhookIdParamsSchema } from "@/lib/webhooks/schema";
import { deleteWebhook } from "@/lib/webhooks/service";

export const DELETE = route({
  auth: "approvedSeller",
  summary: "Remove a webhook endpoint",
  tags: ["Webhooks"],
  params: WebhookIdParamsSchema,
  status: 204,
  errors: [404],
  handler: ({ actor, params }) => deleteWebhook(actor, params.id),
});

import { PageQuerySchema, pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { CreatedWebhookSchema, CreateWebhookSchema, WebhookSchema } from "@pix/core/webhooks/schema";
import { createWebhook, listWebhooks } from "@pix/core/webhooks/service";

export const POST = route({
  auth: "approvedSeller",
  summary: "Register a webhook endpoint",
  description:
    "https only in production; addresses that resolve to private, loopback or link-local ranges are refused.",
  tags: ["Webhooks"],
  body: CreateWebhookSchema,
  status: 201,
  response: CreatedWebhookSchema,
  handler: ({ actor, body }) => createWebhook(actor, body),
});

export const GET = route({
  auth: "approvedSeller",
  summary: "Your webhook endpoints",
  tags: ["Webhooks"],
  query: PageQuerySchema,
  response: pageSchema(WebhookSchema),
  handler: ({ actor, query }) => listWebhooks(actor, query),
});

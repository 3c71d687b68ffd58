import { PageQuerySchema, pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";
import { CreatedWebhookSchema, CreateWebhookSchema, WebhookSchema } from "@/lib/webhooks/schema";
import { createWebhook, listWebhooks } from "@/lib/webhooks/service";

export const POST = route({
  auth: "approvedSeller",
  summary: "Register a webhook endpoint",
  description: "https only in production; addresses that resolve to private, loopback or link-local ranges are refused.",
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

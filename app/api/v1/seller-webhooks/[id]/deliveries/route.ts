import { PageQuerySchema, pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";
import { DeliveryQuerySchema, DeliverySchema, WebhookIdParamsSchema } from "@/lib/webhooks/schema";
import { listDeliveries } from "@/lib/webhooks/service";

export const GET = route({
  auth: "approvedSeller",
  summary: "Delivery log of an endpoint",
  tags: ["Webhooks"],
  params: WebhookIdParamsSchema,
  query: PageQuerySchema.extend(DeliveryQuerySchema.shape),
  response: pageSchema(DeliverySchema),
  errors: [404],
  handler: ({ actor, params, query }) => listDeliveries(actor, params.id, query),
});

import { PageQuerySchema, pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { DeliveryQuerySchema, DeliverySchema, WebhookIdParamsSchema } from "@pix/core/webhooks/schema";
import { listDeliveries } from "@pix/core/webhooks/service";

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

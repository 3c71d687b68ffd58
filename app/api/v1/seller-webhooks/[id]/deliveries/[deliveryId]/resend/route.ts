import { route } from "@pix/core/http/route";
import { DeliveryParamsSchema, DeliverySchema } from "@pix/core/webhooks/schema";
import { resendDelivery } from "@pix/core/webhooks/service";

export const POST = route({
  auth: "approvedSeller",
  summary: "Send a delivery again (a new round of attempts)",
  tags: ["Webhooks"],
  params: DeliveryParamsSchema,
  response: DeliverySchema,
  errors: [404],
  handler: ({ actor, params }) => resendDelivery(actor, params.id, params.deliveryId),
});

import { eventExamples } from "@pix/core/events/examples";
import { WebhookEventSchema } from "@pix/core/events/schema";
import { route } from "@pix/core/http/route";
import { z } from "@pix/core/zod";

export const GET = route({
  auth: "public",
  summary: "An example body of every webhook event type",
  description:
    "The example of each event type's entry in the document's `webhooks` (each item matches its type's schema there), as a receiver gets it, without the signing headers.",
  tags: ["Webhooks"],
  response: z.array(WebhookEventSchema),
  handler: async () => eventExamples(),
});

import { eventExamples } from "@/lib/events/examples";
import { WebhookEventSchema } from "@/lib/events/schema";
import { route } from "@/lib/http/route";
import { z } from "@/lib/zod";

export const GET = route({
  auth: "public",
  summary: "An example body of every webhook event type",
  tags: ["Webhooks"],
  response: z.array(WebhookEventSchema),
  handler: async () => eventExamples(),
});

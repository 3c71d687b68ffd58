import { eventExamples } from "@/lib/events/examples";
import { route } from "@/lib/http/route";
import { z } from "@/lib/zod";

export const GET = route({
  auth: "public",
  summary: "An example body of every webhook event type",
  tags: ["Webhooks"],
  response: z.array(z.object({ id: z.string(), type: z.string(), createdAt: z.string(), data: z.unknown() })),
  handler: async () => eventExamples(),
});

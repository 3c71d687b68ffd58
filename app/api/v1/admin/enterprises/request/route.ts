import { AdminEnterpriseSchema } from "@/lib/enterprises/schema";
import { listReviewQueue } from "@/lib/enterprises/service";
import { PageQuerySchema, pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";

export const GET = route({
  auth: "admin",
  summary: "Enterprises awaiting review (complete, oldest first)",
  tags: ["Admin"],
  query: PageQuerySchema,
  response: pageSchema(AdminEnterpriseSchema),
  handler: ({ actor, query }) => listReviewQueue(actor, query),
});

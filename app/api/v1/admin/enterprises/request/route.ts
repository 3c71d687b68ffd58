import { AdminEnterpriseSchema } from "@pix/core/enterprises/schema";
import { listReviewQueue } from "@pix/core/enterprises/service";
import { PageQuerySchema, pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "admin",
  summary: "Enterprises awaiting review (complete, oldest first)",
  tags: ["Admin"],
  query: PageQuerySchema,
  response: pageSchema(AdminEnterpriseSchema),
  handler: ({ actor, query }) => listReviewQueue(actor, query),
});

import { AdminEnterpriseSchema, EnterpriseListQuerySchema } from "@pix/core/enterprises/schema";
import { listAdminEnterprises } from "@pix/core/enterprises/service";
import { PageQuerySchema, pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "admin",
  summary: "List all enterprises with their owners",
  tags: ["Admin"],
  query: PageQuerySchema.extend(EnterpriseListQuerySchema.shape),
  response: pageSchema(AdminEnterpriseSchema),
  handler: ({ actor, query }) => listAdminEnterprises(actor, query),
});

import { AdminEnterpriseSchema, EnterpriseListQuerySchema } from "@/lib/enterprises/schema";
import { listAdminEnterprises } from "@/lib/enterprises/service";
import { PageQuerySchema, pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";

export const GET = route({
  auth: "admin",
  summary: "List all enterprises with their owners",
  tags: ["Admin"],
  query: PageQuerySchema.extend(EnterpriseListQuerySchema.shape),
  response: pageSchema(AdminEnterpriseSchema),
  handler: ({ actor, query }) => listAdminEnterprises(actor, query),
});

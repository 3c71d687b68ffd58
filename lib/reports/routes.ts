import "#server-only";
import { pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";
import { revenuePerEnterprise } from "./dashboard";
import { EnterpriseRevenueSchema, RevenueQuerySchema } from "./schema";

/** Both revenue paths of the contract export this. */
export const revenuePerEnterpriseRoute = route({
  auth: "admin",
  summary: "Finished sales per seller's company in a period, largest first",
  tags: ["Reports"],
  query: RevenueQuerySchema,
  response: pageSchema(EnterpriseRevenueSchema),
  handler: ({ actor, query }) => revenuePerEnterprise(actor, query),
});

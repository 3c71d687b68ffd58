import { route } from "@/lib/http/route";
import { overview } from "@/lib/reports/dashboard";
import { AdminPeriodQuerySchema, OverviewSchema } from "@/lib/reports/schema";

export const GET = route({
  auth: "admin",
  summary: "Sales across sellers (or one, with sellerId)",
  tags: ["Reports"],
  query: AdminPeriodQuerySchema,
  response: OverviewSchema,
  handler: ({ actor, query }) => overview(actor, query, query.sellerId),
});

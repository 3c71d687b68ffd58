import { route } from "@pix/core/http/route";
import { overview } from "@pix/core/reports/dashboard";
import { AdminPeriodQuerySchema, OverviewSchema } from "@pix/core/reports/schema";

export const GET = route({
  auth: "admin",
  summary: "Sales across sellers (or one, with sellerId)",
  tags: ["Reports"],
  query: AdminPeriodQuerySchema,
  response: OverviewSchema,
  handler: ({ actor, query }) => overview(actor, query, query.sellerId),
});

import { route } from "@/lib/http/route";
import { overview } from "@/lib/reports/dashboard";
import { PeriodQuerySchema, OverviewSchema } from "@/lib/reports/schema";

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Your sales in a period: revenue, average ticket, orders, refunds, conversion",
  tags: ["Reports"],
  query: PeriodQuerySchema,
  response: OverviewSchema,
  handler: ({ actor, query }) => overview(actor, query),
});

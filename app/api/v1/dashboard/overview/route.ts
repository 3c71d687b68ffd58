import { route } from "@pix/core/http/route";
import { overview } from "@pix/core/reports/dashboard";
import { PeriodQuerySchema, OverviewSchema } from "@pix/core/reports/schema";

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Your sales in a period: revenue, average ticket, orders, refunds, conversion",
  tags: ["Reports"],
  query: PeriodQuerySchema,
  response: OverviewSchema,
  handler: ({ actor, query }) => overview(actor, query),
});

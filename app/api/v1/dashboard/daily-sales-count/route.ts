import { route } from "@pix/core/http/route";
import { dailySalesCount } from "@pix/core/reports/dashboard";
import { PeriodQuerySchema, DailyCountSchema } from "@pix/core/reports/schema";

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Your daily number of payments",
  tags: ["Reports"],
  query: PeriodQuerySchema,
  response: DailyCountSchema,
  handler: ({ actor, query }) => dailySalesCount(actor, query),
});

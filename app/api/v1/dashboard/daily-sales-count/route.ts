import { route } from "@/lib/http/route";
import { dailySalesCount } from "@/lib/reports/dashboard";
import { PeriodQuerySchema, DailyCountSchema } from "@/lib/reports/schema";

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Your daily number of payments",
  tags: ["Reports"],
  query: PeriodQuerySchema,
  response: DailyCountSchema,
  handler: ({ actor, query }) => dailySalesCount(actor, query),
});

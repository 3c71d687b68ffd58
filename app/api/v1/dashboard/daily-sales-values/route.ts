import { route } from "@/lib/http/route";
import { dailySalesValues } from "@/lib/reports/dashboard";
import { PeriodQuerySchema, DailyValuesSchema } from "@/lib/reports/schema";

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Your daily sums by status (finished, pending, cancelled)",
  tags: ["Reports"],
  query: PeriodQuerySchema,
  response: DailyValuesSchema,
  handler: ({ actor, query }) => dailySalesValues(actor, query),
});

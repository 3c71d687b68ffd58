import { route } from "@pix/core/http/route";
import { dailySalesValues } from "@pix/core/reports/dashboard";
import { PeriodQuerySchema, DailyValuesSchema } from "@pix/core/reports/schema";

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Your daily sums by status (finished, pending, cancelled)",
  tags: ["Reports"],
  query: PeriodQuerySchema,
  response: DailyValuesSchema,
  handler: ({ actor, query }) => dailySalesValues(actor, query),
});

import { route } from "@/lib/http/route";
import { dailySalesValues } from "@/lib/reports/dashboard";
import { AdminPeriodQuerySchema, DailyValuesSchema } from "@/lib/reports/schema";

export const GET = route({
  auth: "admin",
  summary: "Daily sums by status across sellers",
  tags: ["Reports"],
  query: AdminPeriodQuerySchema,
  response: DailyValuesSchema,
  handler: ({ actor, query }) => dailySalesValues(actor, query, query.sellerId),
});

import { route } from "@/lib/http/route";
import { dailySalesCount } from "@/lib/reports/dashboard";
import { AdminPeriodQuerySchema, DailyCountSchema } from "@/lib/reports/schema";

export const GET = route({
  auth: "admin",
  summary: "Daily number of payments across sellers",
  tags: ["Reports"],
  query: AdminPeriodQuerySchema,
  response: DailyCountSchema,
  handler: ({ actor, query }) => dailySalesCount(actor, query, query.sellerId),
});

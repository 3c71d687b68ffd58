import { route } from "@pix/core/http/route";
import { dailySalesCount } from "@pix/core/reports/dashboard";
import { AdminPeriodQuerySchema, DailyCountSchema } from "@pix/core/reports/schema";

export const GET = route({
  auth: "admin",
  summary: "Daily number of payments across sellers",
  tags: ["Reports"],
  query: AdminPeriodQuerySchema,
  response: DailyCountSchema,
  handler: ({ actor, query }) => dailySalesCount(actor, query, query.sellerId),
});

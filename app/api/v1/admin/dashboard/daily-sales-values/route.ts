import { route } from "@pix/core/http/route";
import { dailySalesValues } from "@pix/core/reports/dashboard";
import { AdminPeriodQuerySchema, DailyValuesSchema } from "@pix/core/reports/schema";

export const GET = route({
  auth: "admin",
  summary: "Daily sums by status across sellers",
  tags: ["Reports"],
  query: AdminPeriodQuerySchema,
  response: DailyValuesSchema,
  handler: ({ actor, query }) => dailySalesValues(actor, query, query.sellerId),
});

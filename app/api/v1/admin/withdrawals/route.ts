import { pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";
import { AdminWithdrawalListQuerySchema, AdminWithdrawalSchema } from "@/lib/withdrawals/schema";
import { listAdminWithdrawals } from "@/lib/withdrawals/service";

export const GET = route({
  auth: "admin",
  summary: "All withdrawals with their sellers",
  tags: ["Admin"],
  query: AdminWithdrawalListQuerySchema,
  response: pageSchema(AdminWithdrawalSchema),
  handler: ({ actor, query }) => listAdminWithdrawals(actor, query),
});

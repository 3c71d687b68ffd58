import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { AdminWithdrawalListQuerySchema, AdminWithdrawalSchema } from "@pix/core/withdrawals/schema";
import { listAdminWithdrawals } from "@pix/core/withdrawals/service";

export const GET = route({
  auth: "admin",
  summary: "All withdrawals with their sellers",
  tags: ["Admin"],
  query: AdminWithdrawalListQuerySchema,
  response: pageSchema(AdminWithdrawalSchema),
  handler: ({ actor, query }) => listAdminWithdrawals(actor, query),
});

import { route } from "@pix/core/http/route";
import { WithdrawalDashboardSchema } from "@pix/core/withdrawals/schema";
import { withdrawalDashboard } from "@pix/core/withdrawals/service";

export const GET = route({
  auth: "admin",
  summary: "Withdrawal totals: approved and awaiting review",
  tags: ["Admin"],
  response: WithdrawalDashboardSchema,
  handler: ({ actor }) => withdrawalDashboard(actor),
});

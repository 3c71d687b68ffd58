import { route } from "@/lib/http/route";
import { WithdrawalDashboardSchema } from "@/lib/withdrawals/schema";
import { withdrawalDashboard } from "@/lib/withdrawals/service";

export const GET = route({
  auth: "admin",
  summary: "Withdrawal totals: approved and awaiting review",
  tags: ["Admin"],
  response: WithdrawalDashboardSchema,
  handler: ({ actor }) => withdrawalDashboard(actor),
});

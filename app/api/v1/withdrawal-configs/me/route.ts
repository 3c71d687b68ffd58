import { route } from "@/lib/http/route";
import { getWithdrawalConfig } from "@/lib/withdrawals/config";
import { WithdrawalConfigSchema } from "@/lib/withdrawals/schema";

export const GET = route({
  auth: "seller",
  integration: true,
  summary: "Your withdrawal rules",
  tags: ["Withdrawals"],
  response: WithdrawalConfigSchema,
  handler: ({ actor }) => getWithdrawalConfig(actor.userId),
});

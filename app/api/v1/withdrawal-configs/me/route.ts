import { route } from "@pix/core/http/route";
import { getWithdrawalConfig } from "@pix/core/withdrawals/config";
import { WithdrawalConfigSchema } from "@pix/core/withdrawals/schema";

export const GET = route({
  auth: "seller",
  integration: true,
  summary: "Your withdrawal rules",
  tags: ["Withdrawals"],
  response: WithdrawalConfigSchema,
  handler: ({ actor }) => getWithdrawalConfig(actor.sellerId),
});

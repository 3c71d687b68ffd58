import { route } from "@pix/core/http/route";
import { WithdrawalIdParamsSchema, WithdrawalSchema } from "@pix/core/withdrawals/schema";
import { cancelWithdrawal } from "@pix/core/withdrawals/service";

export const POST = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Cancel a withdrawal still awaiting review; the amount returns to available",
  tags: ["Withdrawals"],
  params: WithdrawalIdParamsSchema,
  response: WithdrawalSchema,
  errors: [404, 422],
  handler: ({ actor, params }) => cancelWithdrawal(actor, params.id),
});

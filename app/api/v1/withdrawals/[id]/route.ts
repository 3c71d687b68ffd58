import { route } from "@pix/core/http/route";
import { WithdrawalIdParamsSchema, WithdrawalSchema } from "@pix/core/withdrawals/schema";
import { getWithdrawal } from "@pix/core/withdrawals/service";

export const GET = route({
  auth: "user",
  integration: true,
  summary: "Get a withdrawal (owner or admin)",
  tags: ["Withdrawals"],
  params: WithdrawalIdParamsSchema,
  response: WithdrawalSchema,
  errors: [404],
  handler: ({ actor, params }) => getWithdrawal(actor, params.id),
});

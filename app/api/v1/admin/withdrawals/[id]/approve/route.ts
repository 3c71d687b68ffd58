import { route } from "@pix/core/http/route";
import { WithdrawalIdParamsSchema, WithdrawalSchema } from "@pix/core/withdrawals/schema";
import { approveWithdrawal } from "@pix/core/withdrawals/service";

export const POST = route({
  auth: "admin",
  summary: "Approve a withdrawal: the payout goes to the provider (PROCESSING)",
  tags: ["Admin"],
  params: WithdrawalIdParamsSchema,
  response: WithdrawalSchema,
  errors: [404, 422],
  handler: ({ actor, params }) => approveWithdrawal(actor, params.id),
});

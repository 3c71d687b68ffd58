import { route } from "@/lib/http/route";
import { WithdrawalIdParamsSchema, WithdrawalSchema } from "@/lib/withdrawals/schema";
import { approveWithdrawal } from "@/lib/withdrawals/service";

export const POST = route({
  auth: "admin",
  summary: "Approve a withdrawal: the payout goes to the provider (PROCESSING)",
  tags: ["Admin"],
  params: WithdrawalIdParamsSchema,
  response: WithdrawalSchema,
  errors: [404, 422],
  handler: ({ actor, params }) => approveWithdrawal(actor, params.id),
});

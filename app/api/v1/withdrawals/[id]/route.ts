import { route } from "@/lib/http/route";
import { WithdrawalIdParamsSchema, WithdrawalSchema } from "@/lib/withdrawals/schema";
import { getWithdrawal } from "@/lib/withdrawals/service";

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

import { route } from "@/lib/http/route";
import { RejectWithdrawalSchema, WithdrawalIdParamsSchema, WithdrawalSchema } from "@/lib/withdrawals/schema";
import { rejectWithdrawal } from "@/lib/withdrawals/service";

export const POST = route({
  auth: "admin",
  summary: "Reject a withdrawal; the amount returns to the seller's available balance",
  tags: ["Admin"],
  params: WithdrawalIdParamsSchema,
  body: RejectWithdrawalSchema,
  response: WithdrawalSchema,
  errors: [404, 422],
  handler: ({ actor, params, body }) => rejectWithdrawal(actor, params.id, body?.reason),
});

import { route } from "@pix/core/http/route";
import { RejectWithdrawalSchema, WithdrawalIdParamsSchema, WithdrawalSchema } from "@pix/core/withdrawals/schema";
import { rejectWithdrawal } from "@pix/core/withdrawals/service";

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

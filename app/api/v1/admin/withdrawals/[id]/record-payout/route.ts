import { route } from "@pix/core/http/route";
import { recordManualPayout } from "@pix/core/withdrawals/manual-payouts";
import { RecordManualPayoutSchema, WithdrawalIdParamsSchema, WithdrawalSchema } from "@pix/core/withdrawals/schema";

export const POST = route({
  auth: "admin",
  summary:
    "Record the payout an admin made at the bank (PAYOUT_PROVIDER=manual): the withdrawal completes; the same endToEndId again answers it unchanged",
  tags: ["Admin"],
  params: WithdrawalIdParamsSchema,
  body: RecordManualPayoutSchema,
  response: WithdrawalSchema,
  errors: [404, 409, 422],
  handler: ({ actor, params, body }) => recordManualPayout(actor, params.id, body),
});

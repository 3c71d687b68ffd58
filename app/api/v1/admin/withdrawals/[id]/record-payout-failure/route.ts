import { route } from "@pix/core/http/route";
import { recordManualPayoutFailure } from "@pix/core/withdrawals/manual-payouts";
import {
  RecordManualPayoutFailureSchema,
  WithdrawalIdParamsSchema,
  WithdrawalSchema,
} from "@pix/core/withdrawals/schema";

export const POST = route({
  auth: "admin",
  summary:
    "Record that a manual payout could not be made (PAYOUT_PROVIDER=manual): the withdrawal fails and its amount returns to the seller; again, it answers it unchanged",
  tags: ["Admin"],
  params: WithdrawalIdParamsSchema,
  body: RecordManualPayoutFailureSchema,
  response: WithdrawalSchema,
  errors: [404, 422],
  handler: ({ actor, params, body }) => recordManualPayoutFailure(actor, params.id, body),
});

import { route } from "@pix/core/http/route";
import { OwnWithdrawalConfigSchema } from "@pix/core/withdrawals/schema";
import { getOwnWithdrawalConfig } from "@pix/core/withdrawals/service";

export const GET = route({
  auth: "seller",
  integration: true,
  summary: "Your withdrawal rules, and how much of today's limit your withdrawals took",
  tags: ["Withdrawals"],
  response: OwnWithdrawalConfigSchema,
  handler: ({ actor }) => getOwnWithdrawalConfig(actor),
});

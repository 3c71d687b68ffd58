import { route } from "@pix/core/http/route";
import { getWithdrawalConfig, putWithdrawalConfig } from "@pix/core/withdrawals/config";
import { PutWithdrawalConfigSchema, SellerIdParamsSchema, WithdrawalConfigSchema } from "@pix/core/withdrawals/schema";

export const GET = route({
  auth: "admin",
  summary: "A seller's withdrawal rules",
  tags: ["Admin"],
  params: SellerIdParamsSchema,
  response: WithdrawalConfigSchema,
  errors: [404],
  handler: ({ actor, params }) => getWithdrawalConfig(actor, params.sellerId),
});

export const PUT = route({
  auth: "admin",
  summary: "Set a seller's withdrawal rules",
  tags: ["Admin"],
  params: SellerIdParamsSchema,
  body: PutWithdrawalConfigSchema,
  response: WithdrawalConfigSchema,
  errors: [404],
  handler: ({ actor, params, body }) => putWithdrawalConfig(actor, params.sellerId, body),
});

import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { CreateWithdrawalSchema, WithdrawalListQuerySchema, WithdrawalSchema } from "@pix/core/withdrawals/schema";
import { createWithdrawal, listWithdrawals } from "@pix/core/withdrawals/service";

export const POST = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Request a withdrawal to a PIX key",
  description:
    "Checks your withdrawal rules and holds the amount (fee included) from available; 422 INSUFFICIENT_BALANCE or LIMIT_EXCEEDED.",
  tags: ["Withdrawals"],
  body: CreateWithdrawalSchema,
  idempotent: true,
  status: 201,
  response: WithdrawalSchema,
  errors: [422],
  handler: ({ actor, body, idempotency }) => createWithdrawal(actor, body, idempotency),
});

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "List your withdrawals",
  tags: ["Withdrawals"],
  query: WithdrawalListQuerySchema,
  response: pageSchema(WithdrawalSchema),
  handler: ({ actor, query }) => listWithdrawals(actor, query),
});

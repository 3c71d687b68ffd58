import { pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";
import { CreateWithdrawalSchema, WithdrawalListQuerySchema, WithdrawalSchema } from "@/lib/withdrawals/schema";
import { createWithdrawal, listWithdrawals } from "@/lib/withdrawals/service";

export const POST = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Request a withdrawal to a PIX key",
  description: "Checks your withdrawal rules and holds the amount (fee included) from available; 422 INSUFFICIENT_BALANCE or LIMIT_EXCEEDED.",
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

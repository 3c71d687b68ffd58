import { PageQuerySchema, pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";
import { listWithdrawalConfigs } from "@/lib/withdrawals/config";
import { WithdrawalConfigSchema } from "@/lib/withdrawals/schema";

export const GET = route({
  auth: "admin",
  summary: "Sellers' withdrawal rules (defaults where not configured)",
  tags: ["Admin"],
  query: PageQuerySchema,
  response: pageSchema(WithdrawalConfigSchema),
  handler: ({ actor, query }) => listWithdrawalConfigs(actor, query),
});

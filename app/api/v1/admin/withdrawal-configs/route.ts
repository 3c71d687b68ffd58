import { PageQuerySchema, pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { listWithdrawalConfigs } from "@pix/core/withdrawals/config";
import { WithdrawalConfigSchema } from "@pix/core/withdrawals/schema";

export const GET = route({
  auth: "admin",
  summary: "Sellers' withdrawal rules (defaults where not configured)",
  tags: ["Admin"],
  query: PageQuerySchema,
  response: pageSchema(WithdrawalConfigSchema),
  handler: ({ actor, query }) => listWithdrawalConfigs(actor, query),
});

import { PageQuerySchema, pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { AdminWithdrawalSchema } from "@pix/core/withdrawals/schema";
import { listWithdrawalQueue } from "@pix/core/withdrawals/service";

export const GET = route({
  auth: "admin",
  summary: "Withdrawals awaiting review, oldest first",
  tags: ["Admin"],
  query: PageQuerySchema,
  response: pageSchema(AdminWithdrawalSchema),
  handler: ({ actor, query }) => listWithdrawalQueue(actor, query),
});

import { PageQuerySchema, pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";
import { AdminWithdrawalSchema } from "@/lib/withdrawals/schema";
import { listWithdrawalQueue } from "@/lib/withdrawals/service";

export const GET = route({
  auth: "admin",
  summary: "Withdrawals awaiting review, oldest first",
  tags: ["Admin"],
  query: PageQuerySchema,
  response: pageSchema(AdminWithdrawalSchema),
  handler: ({ actor, query }) => listWithdrawalQueue(actor, query),
});

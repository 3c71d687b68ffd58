import { createFeeRoute } from "@/lib/fees/routes";
import { FeeListQuerySchema, FeeSchema } from "@/lib/fees/schema";
import { listFeesFor } from "@/lib/fees/service";
import { pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";

export const POST = createFeeRoute;

export const GET = route({
  auth: "user",
  summary: "List fees (sellers: the fees that apply to them; admins: all)",
  description: "sellerId filters an admin's list; a seller always gets their own effective fees.",
  tags: ["Fees"],
  query: FeeListQuerySchema,
  response: pageSchema(FeeSchema),
  handler: ({ actor, query }) => listFeesFor(actor, query),
});

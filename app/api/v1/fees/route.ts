import { createFeeRoute } from "@pix/core/fees/routes";
import { FeeListQuerySchema, FeeSchema } from "@pix/core/fees/schema";
import { listFeesFor } from "@pix/core/fees/service";
import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";

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

import { createFeeRoute } from "@/lib/fees/routes";
import { FeeListQuerySchema, FeeSchema } from "@/lib/fees/schema";
import { listAllFees } from "@/lib/fees/service";
import { pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";

export const GET = route({
  auth: "admin",
  summary: "List all fees, newest first, optionally of one seller",
  tags: ["Admin"],
  query: FeeListQuerySchema,
  response: pageSchema(FeeSchema),
  handler: ({ actor, query }) => listAllFees(actor, query),
});

export const POST = createFeeRoute;

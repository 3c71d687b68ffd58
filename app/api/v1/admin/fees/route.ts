import { createFeeRoute } from "@pix/core/fees/routes";
import { FeeListQuerySchema, FeeSchema } from "@pix/core/fees/schema";
import { listAllFees } from "@pix/core/fees/service";
import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "admin",
  summary: "List all fees, newest first, optionally of one seller",
  tags: ["Admin"],
  query: FeeListQuerySchema,
  response: pageSchema(FeeSchema),
  handler: ({ actor, query }) => listAllFees(actor, query),
});

export const POST = createFeeRoute;

import { PageQuerySchema, pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { ReserveConfigSchema } from "@pix/core/reserves/schema";
import { listReserveConfigs } from "@pix/core/reserves/service";

export const GET = route({
  auth: "admin",
  summary: "Every seller's rolling reserve (defaults for sellers without one), newest seller first",
  tags: ["Admin"],
  query: PageQuerySchema,
  response: pageSchema(ReserveConfigSchema),
  handler: ({ actor, query }) => listReserveConfigs(actor, query),
});

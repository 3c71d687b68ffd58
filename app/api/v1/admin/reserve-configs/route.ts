import { PageQuerySchema, pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";
import { ReserveConfigSchema } from "@/lib/reserves/schema";
import { listReserveConfigs } from "@/lib/reserves/service";

export const GET = route({
  auth: "admin",
  summary: "Every seller's rolling reserve (defaults for sellers without one), newest seller first",
  tags: ["Admin"],
  query: PageQuerySchema,
  response: pageSchema(ReserveConfigSchema),
  handler: ({ actor, query }) => listReserveConfigs(actor, query),
});

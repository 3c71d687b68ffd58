import { pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";
import { DifferenceQuerySchema, ReconciliationDifferenceSchema, RunDayParamsSchema } from "@/lib/reconciliation/schema";
import { listDifferences } from "@/lib/reconciliation/service";

export const GET = route({
  auth: "admin",
  summary: "A day's differences with the PSP, open first",
  tags: ["Admin"],
  params: RunDayParamsSchema,
  query: DifferenceQuerySchema,
  response: pageSchema(ReconciliationDifferenceSchema),
  errors: [404],
  handler: ({ actor, params, query }) => listDifferences(actor, params.day, query),
});

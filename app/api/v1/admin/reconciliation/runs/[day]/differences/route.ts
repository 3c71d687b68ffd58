import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import {
  DifferenceQuerySchema,
  ReconciliationDifferenceSchema,
  RunDayParamsSchema,
} from "@pix/core/reconciliation/schema";
import { listDifferences } from "@pix/core/reconciliation/service";

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

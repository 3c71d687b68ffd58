import { PageQuerySchema, pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { ReconcileDayBodySchema, ReconciliationRunSchema } from "@pix/core/reconciliation/schema";
import { listRuns, reconcileDayAs } from "@pix/core/reconciliation/service";

export const GET = route({
  auth: "admin",
  summary: "Days compared with the PSP, newest first",
  tags: ["Admin"],
  query: PageQuerySchema,
  response: pageSchema(ReconciliationRunSchema),
  handler: ({ actor, query }) => listRuns(actor, query),
});

export const POST = route({
  auth: "admin",
  summary: "Compare a past São Paulo day with the PSP",
  description:
    "Reads every PIX the PSP received that day (with its devoluções) and compares them with the ledger. Run again, the day's open differences are refreshed (or cleared) and the resolved ones kept.",
  tags: ["Admin"],
  body: ReconcileDayBodySchema,
  response: ReconciliationRunSchema,
  errors: [422, 502, 503],
  handler: ({ actor, body }) => reconcileDayAs(actor, body.day),
});

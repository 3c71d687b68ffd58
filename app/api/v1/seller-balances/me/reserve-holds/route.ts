import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";
import { listReserveHolds } from "@pix/core/reserves/holds";
import { ReserveHoldSchema, ReserveHoldsQuerySchema } from "@pix/core/reserves/schema";

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Your reserve, sale by sale",
  description:
    "What the reserve keeps of each sale (rolling reserve and a new seller's precautionary hold): held ones first, soonest release first, then those released or taken by refunds, latest first.",
  tags: ["Balance"],
  query: ReserveHoldsQuerySchema,
  response: pageSchema(ReserveHoldSchema),
  handler: ({ actor, query }) => listReserveHolds(actor, query),
});

import { InfractionWithResponsesSchema, SellerInfractionQuerySchema } from "@pix/core/infractions/schema";
import { listSellerInfractions } from "@pix/core/infractions/service";
import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "seller",
  integration: true,
  summary: "The seller's MED infractions: what is held from the balance, why, until when, and the seller's answers",
  tags: ["Balance"],
  query: SellerInfractionQuerySchema,
  response: pageSchema(InfractionWithResponsesSchema),
  handler: ({ actor, query }) => listSellerInfractions(actor, query),
});

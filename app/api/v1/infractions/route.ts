import { InfractionSchema, SellerInfractionQuerySchema } from "@pix/core/infractions/schema";
import { listSellerInfractions } from "@pix/core/infractions/service";
import { pageSchema } from "@pix/core/http/pagination";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "seller",
  integration: true,
  summary: "The seller's MED infractions: what is held from the balance, why, and until when",
  tags: ["Balance"],
  query: SellerInfractionQuerySchema,
  response: pageSchema(InfractionSchema),
  handler: ({ actor, query }) => listSellerInfractions(actor, query),
});

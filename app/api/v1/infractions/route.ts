import { InfractionSchema, SellerInfractionQuerySchema } from "@/lib/infractions/schema";
import { listSellerInfractions } from "@/lib/infractions/service";
import { pageSchema } from "@/lib/http/pagination";
import { route } from "@/lib/http/route";

export const GET = route({
  auth: "seller",
  integration: true,
  summary: "The seller's MED infractions: what is held from the balance, why, and until when",
  tags: ["Balance"],
  query: SellerInfractionQuerySchema,
  response: pageSchema(InfractionSchema),
  handler: ({ actor, query }) => listSellerInfractions(actor, query),
});

import { InfractionParamsSchema, InfractionWithResponsesSchema } from "@pix/core/infractions/schema";
import { getSellerInfraction } from "@pix/core/infractions/service";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "seller",
  integration: true,
  summary: "One of the seller's MED infractions, with the seller's answers",
  tags: ["Balance"],
  params: InfractionParamsSchema,
  response: InfractionWithResponsesSchema,
  errors: [404],
  handler: ({ actor, params }) => getSellerInfraction(actor, params.id),
});

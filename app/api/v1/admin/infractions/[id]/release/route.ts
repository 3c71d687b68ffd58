import { InfractionParamsSchema, InfractionSchema, ReleaseInfractionSchema } from "@pix/core/infractions/schema";
import { releaseInfraction } from "@pix/core/infractions/service";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "admin",
  summary: "Release an open infraction's hold to the seller",
  description:
    "The held amount goes back to the seller's available balance; the infraction becomes RELEASED. Event infraction.resolved. Audited.",
  tags: ["Admin"],
  params: InfractionParamsSchema,
  body: ReleaseInfractionSchema,
  response: InfractionSchema,
  errors: [404, 422],
  handler: ({ actor, params, body }) => releaseInfraction(actor, params.id, body.note),
});

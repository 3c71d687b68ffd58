import { InfractionParamsSchema, InfractionSchema } from "@pix/core/infractions/schema";
import { refundInfraction } from "@pix/core/infractions/service";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "admin",
  summary: "Resolve an open infraction by a voluntary devolução of the held amount",
  description:
    "A devolução (natureza ORIGINAL) of the held amount to the payer, paid out of the hold: REFUNDING while the PSP works, REFUNDED when done (event infraction.resolved); if the PSP refuses it the infraction is OPEN again with its hold. Audited. 422 INVALID_STATUS_TRANSITION, REFUND_WINDOW_CLOSED, PROVIDER_REJECTED.",
  tags: ["Admin"],
  params: InfractionParamsSchema,
  response: InfractionSchema,
  errors: [404, 422, 502],
  handler: ({ actor, params }) => refundInfraction(actor, params.id),
});

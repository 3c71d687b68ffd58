import { route } from "@pix/core/http/route";
import { AcceptedInvitationSchema, AcceptInvitationSchema, InvitationTokenParamsSchema } from "@pix/core/team/schema";
import { acceptInvitation } from "@pix/core/team/service";
import { perAddress } from "@pix/core/http/rate-limit";

export const POST = route({
  auth: "public",
  summary: "Accept an invitation",
  description:
    "Signed in as the invited address: joins the team. Not signed in and the address has no account: send `name` and " +
    "`password` to create one (a team member's), which joins. An address with an account must sign in first (401). " +
    "Single use: 410 INVITATION_INVALID afterwards.",
  tags: ["Team"],
  params: InvitationTokenParamsSchema,
  body: AcceptInvitationSchema,
  status: 201,
  response: AcceptedInvitationSchema,
  errors: [401, 403, 409, 410, 429],
  rateLimit: ({ ip }) => [perAddress("invitation-accept-ip", ip, 20, 15 * 60)],
  handler: ({ actor, params, body }) => acceptInvitation(actor, params.token, body),
});

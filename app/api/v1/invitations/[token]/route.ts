import { route } from "@pix/core/http/route";
import { InvitationPreviewSchema, InvitationTokenParamsSchema } from "@pix/core/team/schema";
import { previewInvitation } from "@pix/core/team/service";
import { perAddress } from "@pix/core/http/rate-limit";

export const GET = route({
  auth: "public",
  summary: "An invitation, by its link's token",
  description:
    "Whose team, which role and whether the address has an account. 410 INVITATION_INVALID once it is used, cancelled or expired.",
  tags: ["Team"],
  params: InvitationTokenParamsSchema,
  response: InvitationPreviewSchema,
  errors: [410, 429],
  rateLimit: ({ ip }) => [perAddress("invitation-ip", ip, 60, 15 * 60)],
  handler: ({ params }) => previewInvitation(params.token),
});

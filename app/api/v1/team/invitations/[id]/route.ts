import { route } from "@pix/core/http/route";
import { InvitationParamsSchema } from "@pix/core/team/schema";
import { revokeInvitation } from "@pix/core/team/service";

export const DELETE = route({
  auth: "seller",
  summary: "Cancel an open invitation",
  description: "Owners only. Its link stops working at once.",
  tags: ["Team"],
  params: InvitationParamsSchema,
  status: 204,
  errors: [404],
  handler: ({ actor, params }) => revokeInvitation(actor, params.id),
});

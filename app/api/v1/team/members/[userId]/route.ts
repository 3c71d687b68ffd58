import { route } from "@pix/core/http/route";
import { MemberParamsSchema, UpdateMemberSchema } from "@pix/core/team/schema";
import { changeMemberRole, removeMember } from "@pix/core/team/service";

export const PATCH = route({
  auth: "seller",
  summary: "Change a member's role",
  description: "Owners only. The account keeps at least one owner (422 LAST_OWNER). Audited.",
  tags: ["Team"],
  params: MemberParamsSchema,
  body: UpdateMemberSchema,
  status: 204,
  errors: [404, 422],
  handler: ({ actor, params, body }) => changeMemberRole(actor, params.userId, body.role),
});

export const DELETE = route({
  auth: "seller",
  summary: "Remove a member (or leave the team)",
  description:
    "Owners remove anyone; any member may remove themselves. The account keeps at least one owner (422 LAST_OWNER). " +
    "From the next request on, the member's sessions and tokens no longer reach this account. Audited; the member is told by e-mail.",
  tags: ["Team"],
  params: MemberParamsSchema,
  status: 204,
  errors: [404, 422],
  handler: ({ actor, params }) => removeMember(actor, params.userId),
});

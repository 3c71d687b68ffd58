import { route } from "@pix/core/http/route";
import { MemberParamsSchema, RemoveMemberSchema, UpdateMemberSchema } from "@pix/core/team/schema";
import { changeMemberRole, removeMember } from "@pix/core/team/service";

export const PATCH = route({
  auth: "seller",
  summary: "Change a member's role",
  description:
    "Owners only, with a second-factor code when theirs is on. The account keeps at least one owner (422 LAST_OWNER). Audited.",
  tags: ["Team"],
  params: MemberParamsSchema,
  body: UpdateMemberSchema,
  status: 204,
  errors: [404, 422, 429],
  handler: ({ actor, params, body }) => changeMemberRole(actor, params.userId, body),
});

export const DELETE = route({
  auth: "seller",
  summary: "Remove a member (or leave the team)",
  description:
    "Owners remove anyone (with a second-factor code when theirs is on); any member may remove themselves (body `{}`). The account keeps at least one owner (422 LAST_OWNER). " +
    "From the next request on, the member's sessions and tokens no longer reach this account. Audited; the member is told by e-mail.",
  tags: ["Team"],
  params: MemberParamsSchema,
  body: RemoveMemberSchema,
  status: 204,
  errors: [404, 422, 429],
  handler: ({ actor, params, body }) => removeMember(actor, params.userId, body.totp),
});

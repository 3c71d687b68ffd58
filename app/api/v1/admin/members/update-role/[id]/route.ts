import { route } from "@pix/core/http/route";
import { UpdateRoleSchema, UserIdParamsSchema, UserSchema } from "@pix/core/users/schema";
import { updateMemberRole } from "@pix/core/users/service";

export const PATCH = route({
  auth: "admin",
  summary: "Change a user's role",
  tags: ["Admin"],
  params: UserIdParamsSchema,
  body: UpdateRoleSchema,
  response: UserSchema,
  errors: [404, 422],
  handler: ({ actor, params, body }) => updateMemberRole(actor, params.id, body.newRole),
});

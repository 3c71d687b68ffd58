import { route } from "@pix/core/http/route";
import { UpdateUserSchema, UserIdParamsSchema, UserSchema } from "@pix/core/users/schema";
import { deleteUser, getUser, updateUser } from "@pix/core/users/service";

export const GET = route({
  auth: "user",
  summary: "Get a user (self or admin)",
  tags: ["Users"],
  params: UserIdParamsSchema,
  response: UserSchema,
  errors: [404],
  handler: ({ actor, params }) => getUser(actor, params.id),
});

export const PATCH = route({
  auth: "user",
  summary: "Update a user",
  description:
    "Users change their own companyName; admins may also change role and approved, and another user's email. Your own " +
    "email changes through a confirmation sent to the new address (POST /users/me/email-changes): sending a different " +
    "one here answers 403.",
  tags: ["Users"],
  params: UserIdParamsSchema,
  body: UpdateUserSchema,
  response: UserSchema,
  errors: [404, 409, 422],
  handler: ({ actor, params, body }) => updateUser(actor, params.id, body),
});

export const DELETE = route({
  auth: "admin",
  summary: "Soft-delete a user (admin)",
  tags: ["Users"],
  params: UserIdParamsSchema,
  status: 204,
  errors: [404, 422],
  handler: ({ actor, params }) => deleteUser(actor, params.id),
});

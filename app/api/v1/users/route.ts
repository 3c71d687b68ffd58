import { route } from "@pix/core/http/route";
import { CreateUserSchema, UserSchema } from "@pix/core/users/schema";
import { createUser } from "@pix/core/users/service";

export const POST = route({
  auth: "admin",
  summary: "Create a user (admin)",
  tags: ["Users"],
  body: CreateUserSchema,
  status: 201,
  response: UserSchema,
  errors: [409],
  handler: ({ actor, body }) => createUser(actor, body),
});

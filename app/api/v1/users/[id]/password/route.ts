import { TokensResponseSchema } from "@/lib/auth/schema";
import { route } from "@/lib/http/route";
import { ChangePasswordSchema, UserIdParamsSchema } from "@/lib/users/schema";
import { changePassword } from "@/lib/users/service";

export const PATCH = route({
  auth: "user",
  summary: "Change your own password",
  description: "Ends every other session and returns a fresh token pair.",
  tags: ["Users"],
  params: UserIdParamsSchema,
  body: ChangePasswordSchema,
  response: TokensResponseSchema,
  errors: [404],
  handler: ({ actor, params, body }) => changePassword(actor, params.id, body),
});

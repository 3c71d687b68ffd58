import { TokensResponseSchema } from "@pix/core/auth/schema";
import { route } from "@pix/core/http/route";
import { ChangePasswordSchema, UserIdParamsSchema } from "@pix/core/users/schema";
import { changePassword } from "@pix/core/users/service";

export const PATCH = route({
  auth: "user",
  summary: "Change your own password",
  description:
    "Ends every other session: all API tokens and every browser session but the calling one (when called from a " +
    "browser), and the links already e-mailed (a password reset, a pending e-mail change). Returns a fresh token pair " +
    "and e-mails a notice. 429 after 10 wrong current passwords in 15 minutes (shared with the other changes that " +
    "ask for it).",
  tags: ["Users"],
  params: UserIdParamsSchema,
  body: ChangePasswordSchema,
  response: TokensResponseSchema,
  errors: [404, 429],
  handler: ({ actor, params, body }) => changePassword(actor, params.id, body),
});

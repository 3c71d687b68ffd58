import { confirmEmailChange } from "@pix/core/accounts/email-change";
import { accountLinkLimits } from "@pix/core/accounts/rate-limits";
import { AccountLinkParamsSchema, EmailChangedSchema } from "@pix/core/accounts/schema";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "public",
  summary: "Confirm a new sign-in e-mail",
  description:
    "The link e-mailed to the new address, used once, signed in or not (it may be opened on another device). The " +
    "address must still be free (409 otherwise); the old address is told, and links sent to it stop working. 410 " +
    "ACCOUNT_LINK_INVALID for an unknown, expired, used or replaced link.",
  tags: ["Users"],
  params: AccountLinkParamsSchema,
  response: EmailChangedSchema,
  errors: [409, 410],
  rateLimit: ({ ip }) => accountLinkLimits(ip),
  handler: ({ params, requestId }) => confirmEmailChange(params.token, requestId),
});

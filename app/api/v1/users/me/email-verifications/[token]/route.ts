import { confirmEmailVerification } from "@pix/core/accounts/email-verification";
import { accountLinkLimits } from "@pix/core/accounts/rate-limits";
import { AccountLinkParamsSchema, EmailVerifiedSchema } from "@pix/core/accounts/schema";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "public",
  summary: "Confirm your e-mail",
  description:
    "The link e-mailed to the account's address, used once, signed in or not (it may be opened on another device). " +
    "410 ACCOUNT_LINK_INVALID for an unknown, expired, used or replaced link.",
  tags: ["Users"],
  params: AccountLinkParamsSchema,
  response: EmailVerifiedSchema,
  errors: [410],
  rateLimit: ({ ip }) => accountLinkLimits(ip),
  handler: ({ params, requestId }) => confirmEmailVerification(params.token, requestId),
});

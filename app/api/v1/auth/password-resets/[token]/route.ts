import { checkPasswordResetLink, resetPassword } from "@pix/core/accounts/password-reset";
import { accountLinkLimits } from "@pix/core/accounts/rate-limits";
import { AccountLinkParamsSchema, PasswordResetLinkSchema, PasswordResetSchema } from "@pix/core/accounts/schema";
import { route } from "@pix/core/http/route";

export const GET = route({
  auth: "public",
  summary: "Check a password reset link",
  description: "200 while the link can still be used; 410 ACCOUNT_LINK_INVALID when it is unknown, expired or used.",
  tags: ["Authentication"],
  params: AccountLinkParamsSchema,
  response: PasswordResetLinkSchema,
  errors: [410],
  rateLimit: ({ ip }) => accountLinkLimits(ip),
  handler: ({ params }) => checkPasswordResetLink(params.token),
});

export const POST = route({
  auth: "public",
  summary: "Set a new password through a reset link",
  description:
    "Uses the link once: the password changes, every browser session and API token of the person ends, every other " +
    "link they were sent stops working, and an e-mail tells them. 410 ACCOUNT_LINK_INVALID for an unknown, expired or " +
    "used link (of two uses at once, one wins).",
  tags: ["Authentication"],
  params: AccountLinkParamsSchema,
  body: PasswordResetSchema,
  status: 204,
  errors: [410],
  rateLimit: ({ ip }) => accountLinkLimits(ip),
  handler: ({ params, body, requestId }) => resetPassword(params.token, body, requestId),
});

import { requestEmailChange } from "@pix/core/accounts/email-change";
import { emailChangeLimits } from "@pix/core/accounts/rate-limits";
import { EmailChangeRequestSchema, EmailChangeSchema } from "@pix/core/accounts/schema";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "user",
  summary: "Ask to change your sign-in e-mail",
  description:
    "With your password. E-mails a confirmation link (`/account/email/{token}`, 24 hours) to the new address and a " +
    "notice to the current one; the e-mail changes only when the link is used. A newer request replaces the earlier " +
    "one. 409 when another account has the address. 5 an hour per person.",
  tags: ["Users"],
  body: EmailChangeRequestSchema,
  status: 202,
  response: EmailChangeSchema,
  errors: [409],
  rateLimit: ({ actor }) => emailChangeLimits(actor!.userId),
  handler: ({ actor, body }) => requestEmailChange(actor, body),
});

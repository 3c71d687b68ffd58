import { resendEmailVerification } from "@pix/core/accounts/email-verification";
import { emailVerificationLimits } from "@pix/core/accounts/rate-limits";
import { EmailVerificationSentSchema } from "@pix/core/accounts/schema";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "user",
  summary: "Send the link that confirms your e-mail again",
  description:
    "A new account's address is confirmed through a link e-mailed to it (`/verify-email/{token}`, 72 hours); this " +
    "sends another, replacing the earlier one. 409 once the address is confirmed. 5 an hour per person.",
  tags: ["Users"],
  status: 202,
  response: EmailVerificationSentSchema,
  errors: [409],
  rateLimit: ({ actor }) => emailVerificationLimits(actor!.userId),
  handler: ({ actor }) => resendEmailVerification(actor),
});

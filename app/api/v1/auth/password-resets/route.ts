import { requestPasswordReset } from "@pix/core/accounts/password-reset";
import { passwordResetRequestLimits } from "@pix/core/accounts/rate-limits";
import { PasswordResetRequestedSchema, PasswordResetRequestSchema } from "@pix/core/accounts/schema";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "public",
  summary: "Ask for a password reset link",
  description:
    "E-mails a single-use link (`/reset-password/{token}`, 30 minutes) when the address belongs to an account, replacing " +
    "any earlier link. The answer and its timing are the same whether or not it does. 5 an hour per address, 20 an hour " +
    "per caller.",
  tags: ["Authentication"],
  body: PasswordResetRequestSchema,
  status: 202,
  response: PasswordResetRequestedSchema,
  rateLimit: ({ ip, body }) => passwordResetRequestLimits(ip, body.email),
  handler: ({ body, requestId }) => requestPasswordReset(body, requestId),
});

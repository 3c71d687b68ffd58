import { TotpCodeSchema, TotpEnabledSchema } from "@pix/core/auth/schema";
import { confirmTotpEnrolment } from "@pix/core/auth/totp";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "user",
  allowBeforeEnrolment: true,
  summary: "Confirm two-factor sign-in with a first code",
  description:
    "Turns two-factor sign-in on with the app's current code (401 TOTP_INVALID otherwise) and answers ten " +
    "single-use recovery codes, shown only here. From then on login asks for a code too. Every other sign-in ends, " +
    "as after a password change: all API tokens (a fresh pair is returned), every browser session but the calling " +
    "one, and the links already e-mailed. Audited; e-mails you.",
  tags: ["Users"],
  body: TotpCodeSchema,
  response: TotpEnabledSchema,
  errors: [409, 429],
  handler: ({ actor, body }) => confirmTotpEnrolment(actor, body.code),
});

import { RecoveryCodesSchema, TotpCodeSchema } from "@pix/core/auth/schema";
import { confirmTotpEnrolment } from "@pix/core/auth/totp";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "user",
  allowBeforeEnrolment: true,
  summary: "Confirm two-factor sign-in with a first code",
  description:
    "Turns two-factor sign-in on with the app's current code (401 TOTP_INVALID otherwise) and answers ten " +
    "single-use recovery codes, shown only here. From then on login asks for a code too. Audited; e-mails you.",
  tags: ["Users"],
  body: TotpCodeSchema,
  response: RecoveryCodesSchema,
  errors: [409, 429],
  handler: ({ actor, body }) => confirmTotpEnrolment(actor, body.code),
});

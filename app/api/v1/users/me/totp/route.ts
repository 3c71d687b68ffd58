import { TotpCodeSchema, TotpEnrolmentSchema } from "@pix/core/auth/schema";
import { disableTotp, startTotpEnrolment } from "@pix/core/auth/totp";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "user",
  allowBeforeEnrolment: true,
  summary: "Start two-factor sign-in (TOTP) enrolment",
  description:
    "A new secret for an authenticator app: show otpauthUrl as a QR code, or the secret to type. Nothing changes at " +
    "login until POST /users/me/totp/confirm takes a first code. Calling it again restarts with a new secret; 409 " +
    "while two-factor sign-in is on.",
  tags: ["Users"],
  response: TotpEnrolmentSchema,
  errors: [409],
  handler: ({ actor }) => startTotpEnrolment(actor),
});

export const DELETE = route({
  auth: "user",
  summary: "Turn two-factor sign-in off",
  description:
    "With a current code of the app or a recovery code (401 TOTP_INVALID otherwise). Deletes the secret and the " +
    "recovery codes, is audited and e-mails you. 409 when it is not on.",
  tags: ["Users"],
  body: TotpCodeSchema,
  status: 204,
  errors: [409, 429],
  handler: ({ actor, body }) => disableTotp(actor, body.code),
});

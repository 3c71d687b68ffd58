import { TotpDisableSchema, TotpEnrolmentSchema, TotpStartSchema } from "@pix/core/auth/schema";
import { disableTotp, startTotpEnrolment } from "@pix/core/auth/totp";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "user",
  allowBeforeEnrolment: true,
  summary: "Start two-factor sign-in (TOTP) enrolment",
  description:
    "With your password (400 at currentPassword when wrong; 429 after 10 wrong ones in 15 minutes, shared with the " +
    "other changes that ask for it). A new secret for an authenticator app: show otpauthUrl as a QR code, or the " +
    "secret to type. Nothing changes at login until POST /users/me/totp/confirm takes a first code. Calling it " +
    "again restarts with a new secret; 409 while two-factor sign-in is on.",
  tags: ["Users"],
  body: TotpStartSchema,
  response: TotpEnrolmentSchema,
  errors: [409, 429],
  handler: ({ actor, body }) => startTotpEnrolment(actor, body),
});

export const DELETE = route({
  auth: "user",
  summary: "Turn two-factor sign-in off",
  description:
    "With your password (400 at currentPassword when wrong) and a current code of the app or a recovery code (401 " +
    "TOTP_INVALID otherwise). Deletes the secret and the recovery codes, is audited and e-mails you. 409 when it is " +
    "not on.",
  tags: ["Users"],
  body: TotpDisableSchema,
  status: 204,
  errors: [409, 429],
  handler: ({ actor, body }) => disableTotp(actor, body),
});

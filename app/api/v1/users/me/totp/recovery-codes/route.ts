import { RecoveryCodesSchema, TotpCodeSchema } from "@pix/core/auth/schema";
import { regenerateRecoveryCodes } from "@pix/core/auth/totp";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "user",
  summary: "New recovery codes",
  description:
    "Ten new single-use recovery codes for a current code of the app or a recovery code; the old ones stop working. " +
    "409 when two-factor sign-in is not on.",
  tags: ["Users"],
  body: TotpCodeSchema,
  response: RecoveryCodesSchema,
  errors: [409, 429],
  handler: ({ actor, body }) => regenerateRecoveryCodes(actor, body.code),
});

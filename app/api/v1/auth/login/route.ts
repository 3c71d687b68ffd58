import { LoginResponseSchema, LoginSchema } from "@pix/core/auth/schema";
import { login } from "@pix/core/auth/service";
import { route } from "@pix/core/http/route";

export const POST = route({
  auth: "public",
  summary: "Log in with email and password",
  description:
    "Wrong password and unknown email answer the same 401 INVALID_CREDENTIALS. With two-factor sign-in on, after a " +
    "right password: 401 TOTP_REQUIRED without `totp`, 401 TOTP_INVALID with a wrong or already used code (five " +
    "wrong codes in 15 minutes: 429).",
  tags: ["Authentication"],
  body: LoginSchema,
  response: LoginResponseSchema,
  errors: [401, 429],
  handler: ({ body, ip }) => login(body, ip),
});

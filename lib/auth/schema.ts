import { z } from "@/lib/zod";
import {
  CompanyNameSchema,
  CurrentPasswordSchema,
  EmailSchema,
  PasswordSchema,
  RoleSchema,
  UserSchema,
} from "@/lib/users/schema";

export const RegisterSchema = z
  .object({ email: EmailSchema, password: PasswordSchema, companyName: CompanyNameSchema })
  .strict()
  .meta({ id: "RegisterInput" });

/**
 * A second-factor code as typed: the 6 digits of the authenticator app, or a recovery code (`xxxx-xxxx-xxxx`).
 * Spaces and dashes do not matter.
 */
export const SecondFactorCodeSchema = z
  .string("Informe o código")
  .trim()
  .min(1, "Informe o código")
  .max(64, "Código inválido")
  .meta({ description: "The 6-digit code of your authenticator app, or one of your recovery codes." });

// Login accepts any string as email: a malformed one is just another wrong credential. Except a
// NUL, which PostgreSQL cannot compare: the API's wrapper refuses it first, next-auth's form here.
export const LoginSchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, "Informe o e-mail")
      .max(254)
      .refine((email) => !email.includes("\u0000"), "E-mail inválido"),
    password: z.string().min(1, "Informe a senha").max(128),
    totp: SecondFactorCodeSchema.optional().meta({
      description:
        "With two-factor sign-in on: the 6-digit code of your authenticator app, or a recovery code. Without it such an account answers 401 TOTP_REQUIRED.",
    }),
  })
  .strict()
  .meta({ id: "LoginInput" });

export const RefreshSchema = z
  .object({ refresh: z.string().min(1).max(4096) })
  .strict()
  .meta({ id: "RefreshInput" });

export const TokensSchema = z.object({ access: z.string(), refresh: z.string() }).meta({ id: "Tokens" });

export const LoginUserSchema = z
  .object({ id: z.uuid(), email: z.string(), role: RoleSchema, approved: z.boolean() })
  .meta({ id: "LoginUser" });

export const LoginResponseSchema = z
  .object({ user: LoginUserSchema, tokens: TokensSchema })
  .meta({ id: "LoginResponse" });
export const RegisterResponseSchema = z
  .object({ user: UserSchema, tokens: TokensSchema })
  .meta({ id: "RegisterResponse" });
export const TokensResponseSchema = z.object({ tokens: TokensSchema }).meta({ id: "TokensResponse" });

export const TotpCodeSchema = z.object({ code: SecondFactorCodeSchema }).strict().meta({ id: "TotpCodeInput" });

export const TotpStartSchema = z
  .object({ currentPassword: CurrentPasswordSchema })
  .strict()
  .meta({ id: "TotpStartInput" });

export const TotpDisableSchema = z
  .object({ code: SecondFactorCodeSchema, currentPassword: CurrentPasswordSchema })
  .strict()
  .meta({ id: "TotpDisableInput" });

export const TotpEnrolmentSchema = z
  .object({
    secret: z.string().meta({ description: "The TOTP secret in base32, for typing into the app by hand." }),
    otpauthUrl: z.string().meta({
      description: "otpauth://totp/… with the app's name as issuer and your e-mail as label: show it as a QR code.",
    }),
  })
  .meta({ id: "TotpEnrolment" });

export const RecoveryCodesSchema = z
  .object({
    recoveryCodes: z
      .array(z.string())
      .meta({ description: "Ten single-use codes that stand in for the app's code. Shown this once." }),
  })
  .meta({ id: "RecoveryCodes" });

export const TotpEnabledSchema = RecoveryCodesSchema.extend({
  tokens: TokensSchema.meta({ description: "A fresh pair: the caller's tokens ended with every other sign-in." }),
}).meta({ id: "TotpEnabled" });

export type RegisterInput = z.infer<typeof RegisterSchema>;
export type TotpCodeInput = z.infer<typeof TotpCodeSchema>;
export type TotpStartInput = z.infer<typeof TotpStartSchema>;
export type TotpDisableInput = z.infer<typeof TotpDisableSchema>;
export type TotpEnrolment = z.infer<typeof TotpEnrolmentSchema>;
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;
export type LoginInput = z.infer<typeof LoginSchema>;

import { z } from "@/lib/zod";
import { CompanyNameSchema, EmailSchema, PasswordSchema, RoleSchema, UserSchema } from "@/lib/users/schema";

export const RegisterSchema = z
  .object({ email: EmailSchema, password: PasswordSchema, companyName: CompanyNameSchema })
  .strict()
  .meta({ id: "RegisterInput" });

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

export type RegisterInput = z.infer<typeof RegisterSchema>;
export type LoginInput = z.infer<typeof LoginSchema>;

import { z } from "@/lib/zod";

export const RoleSchema = z.enum(["seller", "admin", "member"]);
/** The platform roles an admin may give: a team member becomes one by invitation (lib/team). */
export const AssignableRoleSchema = z.enum(["seller", "admin"]);

/** The password of someone already signed in, typed again before a sensitive change. */
export const CurrentPasswordSchema = z
  .string("Informe a senha atual")
  .min(1, "Informe a senha atual")
  .max(128)
  .meta({ description: "Your sign-in password." });

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "E-mail longo demais")
  .pipe(z.email("E-mail inválido"));

export const PasswordSchema = z
  .string()
  .min(8, "A senha precisa de pelo menos 8 caracteres")
  .max(128, "A senha pode ter no máximo 128 caracteres");

export const CompanyNameSchema = z.string().trim().min(2, "Informe o nome da empresa").max(200, "Nome longo demais");

export const UserIdParamsSchema = z.object({ id: z.uuid("Identificador inválido") });

export const CreateUserSchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    companyName: CompanyNameSchema,
    role: AssignableRoleSchema.default("seller"),
  })
  .strict()
  .meta({ id: "CreateUserInput" });

export const UpdateUserSchema = z
  .object({
    email: EmailSchema.optional(),
    companyName: CompanyNameSchema.optional(),
    role: AssignableRoleSchema.optional(),
    approved: z.boolean().optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, "Envie ao menos um campo para alterar")
  .meta({ id: "UpdateUserInput" });

export const ChangePasswordSchema = z
  .object({ currentPassword: CurrentPasswordSchema, newPassword: PasswordSchema })
  .strict()
  .meta({ id: "ChangePasswordInput" });

export const UpdateRoleSchema = z.object({ newRole: AssignableRoleSchema }).strict().meta({ id: "UpdateRoleInput" });

export const UserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: RoleSchema,
    companyName: z.string(),
    approved: z.boolean(),
    emailVerified: z
      .boolean()
      .meta({ description: "Whether the person confirmed the address through the link e-mailed to it." }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    deletedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "User", description: "A user account; the admin list of members uses the same shape." });

export type UserJson = z.infer<typeof UserSchema>;
export type CreateUserInput = z.infer<typeof CreateUserSchema>;
export type UpdateUserInput = z.infer<typeof UpdateUserSchema>;
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

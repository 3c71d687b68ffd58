import { PasswordResetSchema } from "@/lib/accounts/schema";
import { ChangePasswordSchema } from "@/lib/users/schema";
import { z } from "@/lib/zod";

const confirmation = z.string().min(1, "Repita a nova senha");
const MISMATCH = { path: ["confirmation"], message: "As duas senhas não são iguais" };

/** The API's schemas with the new password typed a second time, as the forms ask for it. */
export const ResetPasswordFormSchema = PasswordResetSchema.extend({ confirmation }).refine(
  (values) => values.password === values.confirmation,
  MISMATCH,
);

export const ChangePasswordFormSchema = ChangePasswordSchema.extend({ confirmation }).refine(
  (values) => values.newPassword === values.confirmation,
  MISMATCH,
);

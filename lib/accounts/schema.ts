import { PageQuerySchema } from "@/lib/http/pagination";
import { CurrentPasswordSchema, EmailSchema, PasswordSchema } from "@/lib/users/schema";
import { z } from "@/lib/zod";

/** How long a password reset link lasts. */
export const PASSWORD_RESET_MINUTES = 30;
/** How long the link that confirms a new e-mail address lasts. */
export const EMAIL_CHANGE_HOURS = 24;
/** How long the link that confirms a new account's e-mail lasts. */
export const EMAIL_VERIFICATION_HOURS = 72;

export const PasswordResetRequestSchema = z
  .object({ email: EmailSchema })
  .strict()
  .meta({ id: "PasswordResetRequestInput" });

export const PasswordResetRequestedSchema = z
  .object({ message: z.string() })
  .meta({ id: "PasswordResetRequested", description: "The same answer whether or not the address has an account." });

/** The token of an e-mailed link (password reset, e-mail change), as it appears in the link's path. */
export const AccountLinkParamsSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, "Link inválido"),
});

export const PasswordResetLinkSchema = z
  .object({ expiresAt: z.iso.datetime() })
  .meta({ id: "PasswordResetLink", description: "A reset link that still works, and until when." });

export const PasswordResetSchema = z.object({ password: PasswordSchema }).strict().meta({ id: "PasswordResetInput" });

export const EmailChangeRequestSchema = z
  .object({ newEmail: EmailSchema, currentPassword: CurrentPasswordSchema })
  .strict()
  .meta({ id: "EmailChangeRequestInput" });

export const EmailChangeSchema = z.object({ newEmail: z.string(), expiresAt: z.iso.datetime() }).meta({
  id: "EmailChange",
  description: "A change of the sign-in e-mail waiting for the new address to confirm it.",
});

export const EmailChangedSchema = z
  .object({ email: z.string() })
  .meta({ id: "EmailChanged", description: "The account's sign-in e-mail after the change." });

export const EmailVerificationSentSchema = z
  .object({ email: z.string(), expiresAt: z.iso.datetime() })
  .meta({ id: "EmailVerificationSent", description: "Where the confirmation link went, and until when it works." });

export const EmailVerifiedSchema = z
  .object({ email: z.string() })
  .meta({ id: "EmailVerified", description: "The sign-in e-mail the link confirmed." });

export const BrowserSessionQuerySchema = PageQuerySchema;

export const BrowserSessionParamsSchema = z.object({ id: z.uuid("Identificador inválido") });

export const BrowserSessionSchema = z
  .object({
    id: z.uuid(),
    createdAt: z.iso.datetime().meta({ description: "When the person signed in." }),
    lastSeenAt: z.iso.datetime().meta({ description: "Last activity, updated at most every 5 minutes." }),
    userAgent: z.string().nullable(),
    ip: z.string().nullable(),
    current: z.boolean().meta({ description: "The browser session making this request." }),
  })
  .meta({ id: "BrowserSession", description: "A browser sign-in still in force." });

export const EndOtherSessionsSchema = z
  .object({ ended: z.number().int().meta({ description: "How many browser sessions ended." }) })
  .meta({ id: "EndedSessions" });

export type PasswordResetRequestInput = z.infer<typeof PasswordResetRequestSchema>;
export type PasswordResetInput = z.infer<typeof PasswordResetSchema>;
export type EmailChangeRequestInput = z.infer<typeof EmailChangeRequestSchema>;
export type EmailChangeJson = z.infer<typeof EmailChangeSchema>;
export type BrowserSessionJson = z.infer<typeof BrowserSessionSchema>;

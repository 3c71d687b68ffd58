import { PageQuerySchema } from "@/lib/http/pagination";
import { z } from "@/lib/zod";
import { EMAIL_TEMPLATES } from "./templates";

export const EMAIL_STATUSES = ["PENDING", "SENDING", "SENT", "FAILED"] as const;

export const EmailQuerySchema = PageQuerySchema;

export const EmailParamsSchema = z.object({ id: z.uuid("Identificador inválido") });

export const EmailSummarySchema = z
  .object({
    id: z.uuid(),
    to: z.string(),
    template: z.enum(EMAIL_TEMPLATES),
    subject: z.string(),
    status: z.enum(EMAIL_STATUSES).meta({
      description:
        "PENDING: waiting for its (next) try; SENDING: a worker holds it; SENT: accepted by the SMTP server or kept in the built-in mailbox; FAILED: refused for good or out of tries.",
    }),
    attempts: z.number().int(),
    transport: z
      .enum(["smtp", "mailbox"])
      .nullable()
      .meta({ description: "smtp: through SMTP_URL; mailbox: no SMTP server configured, kept here only." }),
    messageId: z.string().meta({ description: "The Message-ID header, the same on every try." }),
    lastError: z.string().nullable(),
    sentAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "EmailSummary", description: "An e-mail of the outbox, without its body." });

export const EmailSchema = EmailSummarySchema.extend({
  text: z.string(),
  html: z.string().meta({ description: "The HTML part as sent. Untrusted markup for a viewer: show it sandboxed." }),
  smtpResponse: z.string().nullable(),
  nextAttemptAt: z.iso.datetime(),
}).meta({ id: "Email", description: "An e-mail of the outbox with its text and HTML parts." });

export type EmailSummaryJson = z.infer<typeof EmailSummarySchema>;
export type EmailJson = z.infer<typeof EmailSchema>;

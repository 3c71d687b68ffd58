import "#server-only";
import { redactLinkTokens } from "@/lib/security/link-tokens";
import { smtpConfigured } from "./deliver";
import type { EmailMessage } from "@/lib/db/generated/client";
import type { EmailJson, EmailSummaryJson } from "./schema";

export function toEmailSummaryJson(
  row: Omit<EmailMessage, "text" | "html" | "smtpResponse" | "nextAttemptAt" | "dedupeKey" | "lastAttemptAt">,
): EmailSummaryJson {
  return {
    id: row.id,
    to: row.to,
    template: row.template as EmailSummaryJson["template"],
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    transport: row.transport as EmailSummaryJson["transport"],
    messageId: row.messageId,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A message for the admin's viewer: with SMTP, a link token still waiting to go out is not shown either. */
export function toEmailJson(row: EmailMessage): EmailJson {
  const shown = smtpConfigured() ? redactLinkTokens : (text: string) => text;
  return {
    ...toEmailSummaryJson(row),
    text: shown(row.text),
    html: shown(row.html),
    smtpResponse: row.smtpResponse,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

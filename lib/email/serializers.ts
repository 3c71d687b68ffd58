import "#server-only";
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

export function toEmailJson(row: EmailMessage): EmailJson {
  return {
    ...toEmailSummaryJson(row),
    text: row.text,
    html: row.html,
    smtpResponse: row.smtpResponse,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

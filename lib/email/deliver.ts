import "#server-only";
import { redactLinkTokens } from "@/lib/security/link-tokens";
import nodemailer, { type Transporter } from "nodemailer";
import { db } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import type { EmailMessage } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { leaseDueEmails } from "./queries";

/** The wait after the 1st, 2nd, … failed attempt: 7 tries over about 10 hours, then FAILED. */
export const EMAIL_RETRY_DELAYS_MS = [60_000, 300_000, 900_000, 3_600_000, 10_800_000, 21_600_000];
/**
 * How long a claimed message is a worker's own. A worker that dies mid-send leaves the row in
 * SENDING; another one sends it again once this has passed. Far above the SMTP timeouts below.
 */
export const EMAIL_LEASE_MS = 5 * 60_000;
const BATCH = 10;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export type DeliveryResult = { transport: "smtp" | "mailbox"; response: string | null };

const state: { mailTransport?: Transporter } = {};

/** The SMTP transport of SMTP_URL, or null: no SMTP server configured, mail stays in the built-in mailbox. */
function smtpTransport(): Transporter | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  state.mailTransport ??= nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return state.mailTransport;
}

/**
 * Claims due messages: new ones, retries whose wait is over, and those left in SENDING by a worker
 * that died (their lease is over). SKIP LOCKED and the lease keep two workers off one message.
 */
export async function claimDueEmails(now = new Date()): Promise<EmailMessage[]> {
  const lease = new Date(now.getTime() + EMAIL_LEASE_MS);
  return leaseDueEmails(direct, now, lease, BATCH);
}

/** Hands one claimed message to the SMTP server (outside any transaction), or to the mailbox when there is none. */
export async function sendEmail(message: EmailMessage): Promise<DeliveryResult> {
  const transport = smtpTransport();
  if (!transport) return { transport: "mailbox", response: null };
  const info = await transport.sendMail({
    from: env().EMAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    // The same Message-ID and Date on every try: a resend after a crash is the same message.
    messageId: message.messageId,
    date: message.createdAt,
    // RFC 3834: no vacation auto-replies to a notification.
    headers: { "Auto-Submitted": "auto-generated" },
  });
  return { transport: "smtp", response: info.response };
}

/** A 5xx reply is the server's final word (unknown mailbox, refused sender): trying again would not change it. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500;
}

/** Records the outcome once: a late answer for a message another worker has claimed again since changes nothing. */
async function record(message: EmailMessage, outcome: { sent: DeliveryResult } | { error: unknown }, now: Date) {
  // createdAt names the message's month (email_outbox is partitioned by it): one partition is read.
  const where = {
    id: message.id,
    createdAt: message.createdAt,
    status: "SENDING" as const,
    attempts: message.attempts,
  };
  if ("sent" in outcome) {
    // Once out through SMTP, the links' tokens are no longer kept (the built-in mailbox is where they are read).
    const redacted = outcome.sent.transport === "smtp";
    await db().emailMessage.updateMany({
      where,
      data: {
        ...(redacted && { text: redactLinkTokens(message.text), html: redactLinkTokens(message.html) }),
        status: "SENT",
        sentAt: new Date(),
        transport: outcome.sent.transport,
        smtpResponse: outcome.sent.response,
        lastError: null,
      },
    });
    return;
  }
  const error = outcome.error as { message?: string; response?: string };
  const giveUp = isPermanent(outcome.error) || message.attempts > EMAIL_RETRY_DELAYS_MS.length;
  await db().emailMessage.updateMany({
    where,
    data: {
      status: giveUp ? "FAILED" : "PENDING",
      transport: "smtp",
      smtpResponse: error.response?.slice(0, 1000) ?? null,
      lastError: String(error.message ?? outcome.error).slice(0, 1000),
      ...(!giveUp && { nextAttemptAt: new Date(now.getTime() + EMAIL_RETRY_DELAYS_MS[message.attempts - 1]!) }),
    },
  });
}

/**
 * Sends what is due, safe with any number of workers. At least once: a worker that dies after the
 * SMTP server accepted a message but before recording it leaves it in SENDING, and it is sent again
 * when the lease ends, with the same Message-ID. Returns how many messages were tried.
 */
export async function deliverDueEmails(now = new Date()): Promise<number> {
  const claimed = await claimDueEmails(now);
  await Promise.all(
    claimed.map(async (message) => {
      const outcome = await sendEmail(message).then(
        (sent) => ({ sent }),
        (error: unknown) => ({ error }),
      );
      if ("error" in outcome)
        logger().warn({ err: outcome.error, emailId: message.id, attempt: message.attempts }, "e-mail not sent");
      await record(message, outcome, now).catch((error) =>
        logger().error({ err: error, emailId: message.id }, "e-mail result not recorded"),
      );
    }),
  );
  return claimed.length;
}

/** Whether e-mail leaves the platform (SMTP_URL) or stays in the built-in mailbox. */
export function smtpConfigured(): boolean {
  return env().SMTP_URL !== undefined;
}

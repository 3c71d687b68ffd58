import type { ParsedMail } from "mailparser";
import { deliverDueEmails } from "@/lib/email/deliver";
import { env } from "@/lib/env";
import { startSmtpServer } from "./smtp";

/**
 * A real SMTP server that this test file's outbox delivers to: call it in a `beforeAll` before anything reads the
 * settings (lib/env.ts reads SMTP_URL once).
 */
export async function startMailbox() {
  const smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  return {
    smtp,
    /** Delivers everything due, then answers the messages the server accepted for `address`, oldest first. */
    async deliveredTo(address: string): Promise<ParsedMail[]> {
      while ((await deliverDueEmails()) > 0);
      return smtp.accepted.filter((mail) => mail.envelope.to.includes(address)).map((mail) => mail.parsed);
    },
  };
}

/** The token of the app link to `path` (e.g. "/reset-password") in an e-mail's text part. */
export function linkToken(mail: ParsedMail, path: string): string {
  const base = env().APP_URL.replace(/\/+$/, "");
  const match = new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${path}/([A-Za-z0-9_-]+)`).exec(
    mail.text ?? "",
  );
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1]!;
}

import "#server-only";
import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { insertEmails, loginEmail } from "./queries";
import { type EmailData, type EmailTemplate, renderEmail } from "./templates";

export type { EmailTemplate } from "./templates";

export type QueuedEmail<T extends EmailTemplate> = {
  to: string;
  template: T;
  data: EmailData<T>;
  /**
   * Names the notice, e.g. `password.changed:<user id>:<instant>`: queued again under the same key, it is not sent
   * again.
   */
  dedupeKey: string;
};

/**
 * `<outbox id@app host>`: every send of one row carries the same Message-ID, so a resend is recognisably the same
 * message.
 */
export function messageIdOf(id: string): string {
  return `<${id}@${new URL(env().APP_URL).hostname}>`;
}

/** One queued e-mail of any template. */
export type AnyQueuedEmail = { [T in EmailTemplate]: QueuedEmail<T> }[EmailTemplate];

/**
 * Queues e-mails in the caller's transaction: they are sent (lib/email/deliver.ts) only if that
 * transaction commits, and they are rendered now, so what is sent is what was true at the time.
 * One raw statement for any number: settling a payment queues two on its hot path.
 */
export async function queueEmails(tx: Tx, messages: AnyQueuedEmail[]): Promise<void> {
  if (!messages.length) return;
  await insertEmails(
    tx,
    messages.map((message) => {
      const id = randomUUID();
      const { subject, text, html } = renderEmail(message.template, message.data as never);
      return {
        id,
        dedupeKey: message.dedupeKey,
        to: message.to,
        template: message.template,
        subject,
        text,
        html,
        messageId: messageIdOf(id),
      };
    }),
  );
}

export async function queueEmail<T extends EmailTemplate>(tx: Tx, message: QueuedEmail<T>): Promise<void> {
  await queueEmails(tx, [message as AnyQueuedEmail]);
}

/** Queues an e-mail to a seller's login address, read in the same transaction. */
export async function queueSellerEmail<T extends EmailTemplate>(
  tx: Tx,
  sellerId: string,
  message: Omit<QueuedEmail<T>, "to">,
): Promise<void> {
  const [seller] = await loginEmail(tx, sellerId);
  if (!seller) throw new AppError("NOT_FOUND");
  await queueEmail(tx, { ...message, to: seller.email });
}

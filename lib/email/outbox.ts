import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { type EmailData, type EmailTemplate, renderEmail } from "./templates";

export type { EmailTemplate } from "./templates";

export type QueuedEmail<T extends EmailTemplate> = {
  to: string;
  template: T;
  data: EmailData<T>;
  /** Names the notice, e.g. `password.changed:<user id>:<instant>`: queued again under the same key, it is not sent again. */
  dedupeKey: string;
};

/** `<outbox id@app host>`: every send of one row carries the same Message-ID, so a resend is recognisably the same message. */
export function messageIdOf(id: string): string {
  return `<${id}@${new URL(env().APP_URL).hostname}>`;
}

/**
 * Queues an e-mail in the caller's transaction: it is sent (lib/email/deliver.ts) only if that
 * transaction commits, and it is rendered now, so what is sent is what was true at the time.
 */
export async function queueEmail<T extends EmailTemplate>(tx: Tx, message: QueuedEmail<T>): Promise<void> {
  const id = randomUUID();
  const { subject, text, html } = renderEmail(message.template, message.data);
  // ON CONFLICT DO NOTHING: a duplicate key must not abort the caller's transaction.
  await tx.emailMessage.createMany({
    data: [{ id, dedupeKey: message.dedupeKey, to: message.to, template: message.template, subject, text, html, messageId: messageIdOf(id) }],
    skipDuplicates: true,
  });
}

/** Queues an e-mail to a seller's login address, read in the same transaction. */
export async function queueSellerEmail<T extends EmailTemplate>(tx: Tx, sellerId: string, message: Omit<QueuedEmail<T>, "to">): Promise<void> {
  const { email } = await tx.user.findUniqueOrThrow({ where: { id: sellerId }, select: { email: true } });
  await queueEmail(tx, { ...message, to: email });
}

import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";

export type OutboxEmail = {
  id: string;
  dedupeKey: string;
  to: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
};

/**
 * Queues e-mails; one whose dedupe key is taken is skipped (ON CONFLICT DO NOTHING: a duplicate must not abort the
 * caller's transaction). email_outbox is partitioned by month, so the keys' uniqueness is email_dedupe_keys': a key
 * queued again in any later month is found there. Of one key given twice, the first e-mail is queued.
 */
export const insertEmails = defineCommand({
  name: "email.insertEmails",
  sql: (emails: OutboxEmail[]) => {
    const column = (pick: (email: OutboxEmail) => string) => emails.map(pick);
    return Prisma.sql`
    WITH email AS (
      SELECT * FROM unnest(${column((email) => email.id)}::uuid[], ${column((email) => email.dedupeKey)}::text[], ${column((email) => email.to)}::text[],
        ${column((email) => email.template)}::text[], ${column((email) => email.subject)}::text[], ${column((email) => email.text)}::text[],
        ${column((email) => email.html)}::text[], ${column((email) => email.messageId)}::text[])
        WITH ORDINALITY AS e(id, "dedupeKey", "to", template, subject, text, html, "messageId", n)),
    key AS (
      INSERT INTO email_dedupe_keys ("dedupeKey") SELECT "dedupeKey" FROM email
      ON CONFLICT DO NOTHING RETURNING "dedupeKey")
    INSERT INTO email_outbox (id, "dedupeKey", "to", template, subject, text, html, "messageId")
    SELECT DISTINCT ON (e."dedupeKey") e.id, e."dedupeKey", e."to", e.template, e.subject, e.text, e.html, e."messageId"
    FROM email e JOIN key USING ("dedupeKey")
    ORDER BY e."dedupeKey", e.n`;
  },
  examples: [[[]]],
});

/**
 * Up to `limit` messages due by `now` (pending, or sending with their lease over), leased until `lease` with an attempt
 * counted, skipping those other workers hold.
 */
export const leaseDueEmails = defineQuery({
  name: "email.leaseDueEmails",
  columns: {
    id: "uuid",
    dedupeKey: "text",
    to: "text",
    template: "text",
    subject: "text",
    text: "text",
    html: "text",
    status: "EmailStatus",
    attempts: "int4",
    nextAttemptAt: "timestamptz",
    lastAttemptAt: "timestamptz | null",
    messageId: "text",
    transport: "text | null",
    smtpResponse: "text | null",
    lastError: "text | null",
    sentAt: "timestamptz | null",
    createdAt: "timestamptz",
  },
  sql: (now: Date, lease: Date, limit: number) => Prisma.sql`
    UPDATE email_outbox SET status = 'SENDING', attempts = attempts + 1, "lastAttemptAt" = ${now}, "nextAttemptAt" = ${lease}
    WHERE id IN (
      SELECT id FROM email_outbox
      WHERE status IN ('PENDING', 'SENDING') AND "nextAttemptAt" <= ${now}
      ORDER BY "nextAttemptAt" LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING *`,
  examples: [[AT, AT, 10]],
});

/** The address a person signs in with. */
export const loginEmail = defineQuery({
  name: "email.loginEmail",
  columns: { email: "text" },
  sql: (userId: string) => Prisma.sql`SELECT email FROM users WHERE id = ${userId}::uuid`,
  examples: [[ID]],
});

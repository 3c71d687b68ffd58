import { type APIRequestContext, expect } from "@playwright/test";

type Email = { id: string; to: string; subject: string };

/**
 * The newest e-mail to `to` with this subject, text part included, as the admin reads the outbox: the e2e server runs
 * without SMTP_URL, so its mail stays in the built-in mailbox, rendered when it was queued.
 */
export async function latestEmail(admin: APIRequestContext, to: string, subject: string) {
  const list = await admin.get("/api/v1/admin/emails?perPage=100");
  expect(list.status(), "the admin's mailbox").toBe(200);
  const summary = ((await list.json()).data as Email[]).find((email) => email.to === to && email.subject === subject);
  expect(summary, `an e-mail to ${to}: ${subject}`).toBeDefined();
  const email = await admin.get(`/api/v1/admin/emails/${summary!.id}`);
  expect(email.status()).toBe(200);
  return (await email.json()) as Email & { text: string };
}

/** The path of the link in an e-mail's text part that leads to `prefix` ("/invitations/") on this site. */
export function linkPath(text: string, prefix: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${prefix}[A-Za-z0-9_-]+)`).exec(text);
  expect(match, `a link to ${prefix}… in the e-mail`).not.toBeNull();
  return match![1]!;
}

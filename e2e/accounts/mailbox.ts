import { type APIRequestContext, type PlaywrightWorkerArgs, expect } from "@playwright/test";
import { DEMO_PASSWORD } from "../ui/helpers";

type Email = { id: string; to: string; subject: string };

/**
 * An API client signed in as `email` with the demo password (a bearer token: no session cookie, no Origin needed), for
 * the steps a spec takes through the API instead of a browser.
 */
export async function apiAs(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, email: string) {
  // Explicitly without cookies: inside a test, new request contexts inherit the test's browser session.
  const anonymous = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const login = await anonymous.post("/api/v1/auth/login", { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), `login of ${email}`).toBe(true);
  const { tokens } = (await login.json()) as { tokens: { access: string } };
  await anonymous.dispose();
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${tokens.access}` } });
}

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

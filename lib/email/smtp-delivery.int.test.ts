import { beforeAll, beforeEach, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { newLinkToken } from "@/lib/security/link-tokens";
import { startProcess } from "@/lib/testing/processes";
import { SMTP_USER, startSmtpServer } from "@/lib/testing/smtp";
import { claimDueEmails, deliverDueEmails, EMAIL_LEASE_MS, EMAIL_RETRY_DELAYS_MS, sendEmail } from "./deliver";
import { type EmailTemplate, queueEmail, type QueuedEmail } from "./outbox";
import { toEmailJson } from "./serializers";

// E-mail through a real SMTP server on loopback (smtp-server from npm), with the login in SMTP_URL.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Read once, lazily, by lib/env.ts: set before anything asks for a setting.
  process.env.SMTP_URL = smtp.url;
});

beforeEach(async () => {
  await db().emailMessage.deleteMany();
  smtp.accepted.length = 0;
  smtp.received.length = 0;
  smtp.answers.length = 0;
});

let counter = 0;
async function queue<T extends EmailTemplate>(message: Partial<QueuedEmail<T>> = {}) {
  const dedupeKey = message.dedupeKey ?? `test:${++counter}`;
  await transaction((tx) =>
    queueEmail(tx, {
      to: "vendedora@example.com.br",
      template: "password.changed",
      data: { changedAt: new Date("2026-11-25T13:05:00Z") },
      dedupeKey,
      ...message,
    } as QueuedEmail<T>),
  );
  return db().emailMessage.findFirstOrThrow({ where: { dedupeKey } });
}

const later = (ms: number) => new Date(Date.now() + ms);

it("sends a queued e-mail through SMTP_URL: pt-BR text and HTML parts, the outbox's Message-ID, the result recorded", async () => {
  const row = await queue();
  expect(row.messageId).toBe(`<${row.id}@localhost>`);

  expect(await deliverDueEmails()).toBe(1);

  expect(smtp.accepted).toHaveLength(1);
  const [mail] = smtp.accepted;
  expect(mail!.user).toBe(SMTP_USER);
  expect(mail!.envelope).toEqual({ from: "nao-responda@localhost", to: ["vendedora@example.com.br"] });
  const parsed = mail!.parsed;
  expect(parsed.messageId).toBe(row.messageId);
  expect(parsed.subject).toBe("Sua senha foi alterada");
  expect(parsed.from?.text).toBe('"PIX Pagamentos" <nao-responda@localhost>');
  expect(parsed.date?.toISOString()).toBe(new Date(Math.floor(row.createdAt.getTime() / 1000) * 1000).toISOString());
  expect(parsed.headers.get("auto-submitted")).toBe("auto-generated");
  expect(parsed.headers.get("content-type")).toMatchObject({ value: "multipart/alternative" });
  // Accents survive the trip: both parts say when, in São Paulo time.
  expect(parsed.text).toContain("A senha da sua conta foi alterada em 25/11/2026, 10:05 (horário de Brasília).");
  expect(parsed.html).toContain('<html lang="pt-BR">');
  expect(parsed.html).toContain("<h1");
  expect(parsed.html).toContain("(horário de Brasília)");

  const sent = await db().emailMessage.findFirstOrThrow({ where: { id: row.id } });
  expect(sent).toMatchObject({ status: "SENT", attempts: 1, transport: "smtp", lastError: null });
  expect(sent.smtpResponse).toMatch(/^250 /);
  expect(sent.sentAt).toBeInstanceOf(Date);
  // Nothing is due any more.
  expect(await deliverDueEmails(later(EMAIL_LEASE_MS * 2))).toBe(0);
  expect(smtp.received).toHaveLength(1);
});

it("keeps no link token once the message is out through SMTP, and the admin's viewer never shows one", async () => {
  const { token } = newLinkToken();
  const row = await queue<"team.invitation">({
    template: "team.invitation",
    data: {
      sellerName: "Loja",
      invitedBy: "dona@example.com",
      roleLabel: "Financeiro",
      expiresAt: new Date(),
      path: `/invitations/${token}`,
    },
  });
  expect(row.text).toContain(token);
  expect(toEmailJson(row).text).not.toContain(token);

  expect(await deliverDueEmails()).toBe(1);
  expect(smtp.accepted[0]!.parsed.text).toContain(`/invitations/${token}`);
  const kept = await db().emailMessage.findFirstOrThrow({ where: { id: row.id } });
  expect(kept.status).toBe("SENT");
  expect(kept.text).toContain("/invitations/…");
  expect(`${kept.text}${kept.html}`).not.toContain(token);
});

it("escapes what the data holds in the HTML part and keeps it as written in the text part", async () => {
  const companyName = `Loja <script>alert("x")</script> & Cia`;
  await queue({ template: "enterprise.approved", data: { companyName } });
  await deliverDueEmails();
  const { parsed } = smtp.accepted[0]!;
  expect(parsed.subject).toBe("Sua empresa foi aprovada");
  expect(parsed.text).toContain(`${companyName} foi aprovada`);
  expect(parsed.html).not.toContain("<script>");
  expect(parsed.html).toContain("Loja &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cia foi aprovada");
  expect(parsed.html).toContain('href="http://localhost:3000/seller"');
});

it("queues one e-mail for one dedupe key, however often it is queued", async () => {
  const first = await queue({ dedupeKey: "saque:1:pix-key" });
  const again = await queue({ dedupeKey: "saque:1:pix-key", to: "outra@example.com.br" });
  expect(again.id).toBe(first.id);
  expect(again.to).toBe("vendedora@example.com.br");
  expect(await db().emailMessage.count()).toBe(1);
  await deliverDueEmails();
  expect(smtp.accepted).toHaveLength(1);
});

it("retries a temporary refusal with backoff and gives up at once on a permanent one", async () => {
  const temporary = await queue();
  smtp.answers.push({ code: 451, message: "Try again later" });
  await deliverDueEmails();
  const waiting = await db().emailMessage.findFirstOrThrow({ where: { id: temporary.id } });
  expect(waiting).toMatchObject({ status: "PENDING", attempts: 1 });
  expect(waiting.lastError).toContain("Try again later");
  expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + EMAIL_RETRY_DELAYS_MS[0]! - 5_000);
  // Not before its wait is over.
  expect(await deliverDueEmails()).toBe(0);
  expect(await deliverDueEmails(later(EMAIL_RETRY_DELAYS_MS[0]!))).toBe(1);
  expect(await db().emailMessage.findFirstOrThrow({ where: { id: temporary.id } })).toMatchObject({
    status: "SENT",
    attempts: 2,
    lastError: null,
  });
  expect(smtp.accepted.map((mail) => mail.parsed.messageId)).toEqual([temporary.messageId]);

  const permanent = await queue({ to: "ninguem@example.com.br" });
  smtp.answers.push({ code: 550, message: "No such user" });
  await deliverDueEmails();
  const failed = await db().emailMessage.findFirstOrThrow({ where: { id: permanent.id } });
  expect(failed).toMatchObject({ status: "FAILED", attempts: 1 });
  expect(failed.smtpResponse).toContain("550");
  expect(await deliverDueEmails(later(EMAIL_RETRY_DELAYS_MS.at(-1)! * 2))).toBe(0);
});

it("gives up after the last retry", async () => {
  const row = await queue();
  let at = Date.now();
  for (const delay of EMAIL_RETRY_DELAYS_MS) {
    smtp.answers.push({ code: 421, message: "Service not available" });
    expect(await deliverDueEmails(new Date(at))).toBe(1);
    expect((await db().emailMessage.findFirstOrThrow({ where: { id: row.id } })).status).toBe("PENDING");
    at += delay;
  }
  smtp.answers.push({ code: 421, message: "Service not available" });
  expect(await deliverDueEmails(new Date(at))).toBe(1);
  expect(await db().emailMessage.findFirstOrThrow({ where: { id: row.id } })).toMatchObject({
    status: "FAILED",
    attempts: EMAIL_RETRY_DELAYS_MS.length + 1,
  });
});

it("a crash after the SMTP server accepted, before the result was recorded: sent again after the lease, with the same Message-ID", async () => {
  const row = await queue();
  // What a worker does before it dies: claims and sends, and records nothing.
  const [claimed] = await claimDueEmails();
  await sendEmail(claimed!);
  expect(await db().emailMessage.findFirstOrThrow({ where: { id: row.id } })).toMatchObject({
    status: "SENDING",
    attempts: 1,
  });
  // Still leased: another worker leaves it alone.
  expect(await deliverDueEmails()).toBe(0);

  expect(await deliverDueEmails(later(EMAIL_LEASE_MS))).toBe(1);
  expect(await db().emailMessage.findFirstOrThrow({ where: { id: row.id } })).toMatchObject({
    status: "SENT",
    attempts: 2,
  });
  // At least once: the recipient's mail system sees the same message twice and may drop the copy.
  expect(smtp.accepted.map((mail) => mail.parsed.messageId)).toEqual([row.messageId, row.messageId]);
  const [first, second] = smtp.accepted.map(({ parsed }) => [parsed.date, parsed.subject, parsed.text, parsed.html]);
  expect(second).toEqual(first);
});

it("a late result of a worker whose lease ran out changes nothing once another worker has sent the message", async () => {
  const row = await queue();
  smtp.answers.push("hold");
  const slow = deliverDueEmails();
  await smtp.receivedCount(1);
  // The lease is over: a second worker claims the message and the server accepts it.
  expect(await deliverDueEmails(later(EMAIL_LEASE_MS))).toBe(1);
  // Then the first worker hears a refusal for its attempt, and its record finds attempt 2 done.
  smtp.release({ code: 451, message: "Try again later" });
  expect(await slow).toBe(1);
  expect(await db().emailMessage.findFirstOrThrow({ where: { id: row.id } })).toMatchObject({
    status: "SENT",
    attempts: 2,
    lastError: null,
  });
  expect(smtp.accepted.map((mail) => mail.parsed.messageId)).toEqual([row.messageId]);
});

it("a worker process killed mid-send loses no e-mail: it is sent once the lease ends, under the same Message-ID", async () => {
  const row = await queue();
  // The server reads the message and never answers: the worker is killed while it waits.
  smtp.answers.push("hold");
  const worker = await startProcess("scripts/worker.ts", { SMTP_URL: smtp.url }, /job workers running/);
  await smtp.receivedCount(1);
  expect(await worker.stop("SIGKILL")).toBeNull();
  expect(await db().emailMessage.findFirstOrThrow({ where: { id: row.id } })).toMatchObject({
    status: "SENDING",
    attempts: 1,
  });
  expect(smtp.accepted).toHaveLength(0);

  expect(await deliverDueEmails(later(EMAIL_LEASE_MS))).toBe(1);
  expect(await db().emailMessage.findFirstOrThrow({ where: { id: row.id } })).toMatchObject({
    status: "SENT",
    attempts: 2,
  });
  expect(smtp.received.map((mail) => mail.parsed.messageId)).toEqual([row.messageId, row.messageId]);
  expect(smtp.accepted.map((mail) => mail.parsed.messageId)).toEqual([row.messageId]);
});

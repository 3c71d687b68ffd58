import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createSubmittedEnterprise } from "@/lib/testing/enterprises";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { linkToken, startMailbox } from "@/lib/testing/mailbox";
import { createUserAndLogin, nextTestIp, TEST_PASSWORD } from "@/lib/testing/users";
import { emailVerificationLimits } from "./rate-limits";

let api: ApiClient;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
});

const SUBJECT = "Confirme seu e-mail";
const confirm = (token: string) =>
  api.post(`/api/v1/users/me/email-verifications/${token}`, { headers: { "x-forwarded-for": nextTestIp() } });
const resend = (access: string) => api.post("/api/v1/users/me/email-verifications", { token: access });
const verifiedAt = async (id: string) =>
  (await db().user.findUniqueOrThrow({ where: { id }, select: { emailVerifiedAt: true } })).emailVerifiedAt;

/** The confirmation link the address received last. */
async function lastLink(email: string) {
  const mails = (await mailbox.deliveredTo(email)).filter((mail) => mail.subject === SUBJECT);
  expect(mails.length, `a confirmation e-mail to ${email}`).toBeGreaterThan(0);
  return linkToken(mails.at(-1)!, "/verify-email");
}

async function register() {
  const email = `novo-${randomUUID()}@example.com`;
  const registered = await api.post("/api/v1/auth/register", {
    body: { email, password: TEST_PASSWORD, companyName: "Loja Nova Ltda" },
    headers: { "x-forwarded-for": nextTestIp() },
  });
  expect(registered.status).toBe(201);
  return { email, id: registered.body.user.id as string, access: registered.body.tokens.access as string };
}

describe("the sign-up's confirmation link", () => {
  it("is e-mailed at sign-up and confirms the address once; the account says so and the audit log records it", async () => {
    const seller = await register();
    expect((await api.get(`/api/v1/users/${seller.id}`, { token: seller.access })).body.emailVerified).toBe(false);
    const [mail] = await mailbox.deliveredTo(seller.email);
    expect(mail!.subject).toBe(SUBJECT);
    expect(mail!.text).toContain("a empresa só é aprovada depois da confirmação");

    const token = await lastLink(seller.email);
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: seller.email });
    expect((await confirm(token)).body.code).toBe("ACCOUNT_LINK_INVALID");
    expect((await api.get(`/api/v1/users/${seller.id}`, { token: seller.access })).body.emailVerified).toBe(true);
    const entry = await db().auditLog.findFirstOrThrow({
      where: { action: "user.email_verified", entityId: seller.id },
    });
    expect(entry).toMatchObject({ actorId: seller.id, after: { email: seller.email } });
    expect((await confirm("nao-existe")).status).toBe(410);
  });

  it("is sent again on request, replacing the earlier one; 409 once confirmed, and at most 5 an hour", async () => {
    const seller = await register();
    const first = await lastLink(seller.email);
    const again = await resend(seller.access);
    expect(again.status).toBe(202);
    expect(again.body.email).toBe(seller.email);
    expect(Date.parse(again.body.expiresAt)).toBeGreaterThan(Date.now() + 71 * 3_600_000);
    const second = await lastLink(seller.email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(410);
    expect((await confirm(second)).status).toBe(200);
    const done = await resend(seller.access);
    expect(done.status).toBe(409);
    expect(done.body.message).toBe("Seu e-mail já está confirmado.");

    const other = await register();
    const limit = emailVerificationLimits(other.id)[0]!.limit;
    for (let sent = 0; sent < limit; sent++) expect((await resend(other.access)).status).toBe(202);
    expect((await resend(other.access)).status).toBe(429);
  });

  it("holds the company's approval until the owner confirms: 400 EMAIL_NOT_VERIFIED, then approved", async () => {
    const seller = await createUserAndLogin(api, { emailVerified: false });
    const enterprise = await createSubmittedEnterprise(api, seller.access);
    const refused = await api.post(`/api/v1/admin/enterprises/${enterprise.id}/approve`, { token: admin.access });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("EMAIL_NOT_VERIFIED");
    const listed = await api.get(`/api/v1/admin/enterprises?search=${encodeURIComponent(seller.user.email)}`, {
      token: admin.access,
    });
    expect(listed.body.data.map((row: { user: unknown }) => row.user)).toMatchObject([
      { email: seller.user.email, emailVerified: false },
    ]);
    expect((await db().user.findUniqueOrThrow({ where: { id: seller.user.id } })).approved).toBe(false);

    expect((await resend(seller.access)).status).toBe(202);
    expect((await confirm(await lastLink(seller.user.email))).status).toBe(200);
    const approved = await api.post(`/api/v1/admin/enterprises/${enterprise.id}/approve`, { token: admin.access });
    expect(approved.status).toBe(200);
    expect(approved.body.company.status).toBe("APPROVED");
  });

  it("takes a password reset's link as a confirmation, and asks again for an address an admin changed", async () => {
    const seller = await register();
    const reset = await api.post("/api/v1/auth/password-resets", {
      body: { email: seller.email },
      headers: { "x-forwarded-for": nextTestIp() },
    });
    expect(reset.status).toBe(202);
    const resetMail = (await mailbox.deliveredTo(seller.email)).find((mail) => mail.subject === "Redefina sua senha");
    const resetToken = linkToken(resetMail!, "/reset-password");
    const done = await api.post(`/api/v1/auth/password-resets/${resetToken}`, {
      body: { password: "outra-senha-longa-1" },
      headers: { "x-forwarded-for": nextTestIp() },
    });
    expect(done.status).toBe(204);
    expect(await verifiedAt(seller.id)).not.toBeNull();

    const corrected = `corrigido-${randomUUID()}@example.com`;
    const changed = await api.patch(`/api/v1/users/${seller.id}`, { token: admin.access, body: { email: corrected } });
    expect(changed.status).toBe(200);
    expect(changed.body.emailVerified).toBe(false);
    expect((await confirm(await lastLink(corrected))).body).toEqual({ email: corrected });
    expect(await verifiedAt(seller.id)).not.toBeNull();
  });
});

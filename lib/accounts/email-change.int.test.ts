import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { linkToken, startMailbox } from "@/lib/testing/mailbox";
import { sessionCookie } from "@/lib/testing/next-auth";
import { createUserAndLogin, nextTestIp, TEST_PASSWORD } from "@/lib/testing/users";
import { emailChangeLimits } from "./rate-limits";

let api: ApiClient;
let origin: string;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  origin = (await startApiServer()).baseUrl;
  api = apiClient(origin);
  admin = await createUserAndLogin(api, { role: "admin" });
});

const newAddress = () => `novo-${randomUUID()}@example.com`;
const requestChange = (access: string, newEmail: string, currentPassword = TEST_PASSWORD) =>
  api.post("/api/v1/users/me/email-changes", { token: access, body: { newEmail, currentPassword } });
const confirm = (token: string) =>
  api.post(`/api/v1/users/me/email-changes/${token}`, { headers: { "x-forwarded-for": nextTestIp() } });
const login = (email: string) =>
  api.post("/api/v1/auth/login", {
    body: { email, password: TEST_PASSWORD },
    headers: { "x-forwarded-for": nextTestIp() },
  });

/** The confirmation link the new address received last. */
async function confirmationLink(newEmail: string) {
  const mails = await mailbox.deliveredTo(newEmail);
  expect(mails.at(-1)!.subject).toBe("Confirme seu novo e-mail");
  return linkToken(mails.at(-1)!, "/account/email");
}

describe("POST /users/me/email-changes", () => {
  it("asks for the current password, e-mails a link to the new address and tells the old one; nothing changes yet", async () => {
    const me = await createUserAndLogin(api);
    const target = newAddress();
    const wrong = await requestChange(me.access, target, "nao-e-esta");
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([{ path: "currentPassword", message: "Senha incorreta" }]);
    expect(await mailbox.deliveredTo(target)).toEqual([]);

    const requested = await requestChange(me.access, target.toUpperCase());
    expect(requested.status).toBe(202);
    expect(requested.body.newEmail).toBe(target);
    expect(Date.parse(requested.body.expiresAt)).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    const [link] = await mailbox.deliveredTo(target);
    expect(link!.text).toContain("Enquanto não for confirmado, o e-mail atual continua valendo.");
    const [notice, ...others] = await mailbox.deliveredTo(me.user.email);
    expect(others).toEqual([]);
    expect(notice!.subject).toBe("Pedido de troca do e-mail da sua conta");
    expect(notice!.text).toContain(target);
    expect(notice!.text).not.toContain("/account/email/");

    expect((await db().user.findUniqueOrThrow({ where: { id: me.user.id } })).email).toBe(me.user.email);
    expect((await login(me.user.email)).status).toBe(200);
    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: me.user.id, action: "user.email_change_requested" },
    });
    expect(audit).toMatchObject({ actorId: me.user.id, after: { newEmail: target } });
  });

  it("refuses the address the account already has and one another account uses", async () => {
    const me = await createUserAndLogin(api);
    const other = await createUserAndLogin(api);
    const same = await requestChange(me.access, me.user.email);
    expect(same.status).toBe(400);
    expect(same.body.details[0].path).toBe("newEmail");
    const taken = await requestChange(me.access, other.user.email);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("EMAIL_ALREADY_EXISTS");
  });

  it("is rate limited per person", async () => {
    const me = await createUserAndLogin(api);
    const [rule] = emailChangeLimits(me.user.id);
    for (let i = 0; i < rule!.limit; i++) expect((await requestChange(me.access, newAddress())).status).toBe(202);
    expect((await requestChange(me.access, newAddress())).status).toBe(429);
  });
});

describe("the confirmation link", () => {
  it("changes the sign-in e-mail once, audits it and tells the old address", async () => {
    const me = await createUserAndLogin(api);
    const target = newAddress();
    await requestChange(me.access, target);
    const token = await confirmationLink(target);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: target });
    expect((await db().user.findUniqueOrThrow({ where: { id: me.user.id } })).email).toBe(target);
    expect((await login(target)).status).toBe(200);
    expect((await login(me.user.email)).status).toBe(401);

    const again = await confirm(token);
    expect(again.status).toBe(410);
    expect(again.body.code).toBe("ACCOUNT_LINK_INVALID");

    const notices = await mailbox.deliveredTo(me.user.email);
    expect(notices.map((mail) => mail.subject)).toEqual([
      "Pedido de troca do e-mail da sua conta",
      "O e-mail da sua conta foi alterado",
    ]);
    expect(notices[1]!.text).toContain(target);
    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: me.user.id, action: "user.email_changed" },
    });
    expect(audit).toMatchObject({ actorId: me.user.id, before: { email: me.user.email }, after: { email: target } });
  });

  it("re-checks at confirmation that the address is still free", async () => {
    const me = await createUserAndLogin(api);
    const target = newAddress();
    await requestChange(me.access, target);
    const token = await confirmationLink(target);
    const register = await api.post("/api/v1/auth/register", {
      body: { email: target, password: "senha-do-outro", companyName: "Outra Empresa" },
      headers: { "x-forwarded-for": nextTestIp() },
    });
    expect(register.status).toBe(201);

    const refused = await confirm(token);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("EMAIL_ALREADY_EXISTS");
    expect((await db().user.findUniqueOrThrow({ where: { id: me.user.id } })).email).toBe(me.user.email);
  });

  it("only the latest request's link works, and not after it expires", async () => {
    const me = await createUserAndLogin(api);
    const first = newAddress();
    const second = newAddress();
    await requestChange(me.access, first);
    const firstToken = await confirmationLink(first);
    await requestChange(me.access, second);
    const secondToken = await confirmationLink(second);
    expect((await confirm(firstToken)).status).toBe(410);

    await db().accountToken.updateMany({
      where: { userId: me.user.id, kind: "EMAIL_CHANGE", usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect((await confirm(secondToken)).status).toBe(410);
    expect((await db().user.findUniqueOrThrow({ where: { id: me.user.id } })).email).toBe(me.user.email);
  });

  it("a password reset link sent to the old address stops working once the e-mail changes", async () => {
    const me = await createUserAndLogin(api);
    const reset = await api.post("/api/v1/auth/password-resets", {
      body: { email: me.user.email },
      headers: { "x-forwarded-for": nextTestIp() },
    });
    expect(reset.status).toBe(202);
    const resetToken = linkToken((await mailbox.deliveredTo(me.user.email)).at(-1)!, "/reset-password");
    const target = newAddress();
    await requestChange(me.access, target);
    expect((await confirm(await confirmationLink(target))).status).toBe(200);
    const used = await api.post(`/api/v1/auth/password-resets/${resetToken}`, {
      body: { password: "senha-nova-forte" },
      headers: { "x-forwarded-for": nextTestIp() },
    });
    expect(used.status).toBe(410);
  });
});

describe("ending the person's sign-ins", () => {
  /** Someone holding a stolen token asks for the account's e-mail to become theirs, and a reset link. */
  async function pendingTakeover() {
    const me = await createUserAndLogin(api);
    const target = newAddress();
    expect((await requestChange(me.access, target)).status).toBe(202);
    await api.post("/api/v1/auth/password-resets", {
      body: { email: me.user.email },
      headers: { "x-forwarded-for": nextTestIp() },
    });
    const resets = (await mailbox.deliveredTo(me.user.email)).filter((mail) => mail.subject === "Redefina sua senha");
    const resetToken = linkToken(resets.at(-1)!, "/reset-password");
    return { me, changeToken: await confirmationLink(target), resetToken };
  }

  async function expectDead({ me, changeToken, resetToken }: Awaited<ReturnType<typeof pendingTakeover>>) {
    expect((await confirm(changeToken)).status).toBe(410);
    const reset = await api.post(`/api/v1/auth/password-resets/${resetToken}`, {
      body: { password: "senha-do-invasor" },
      headers: { "x-forwarded-for": nextTestIp() },
    });
    expect(reset.status).toBe(410);
    expect((await db().user.findUniqueOrThrow({ where: { id: me.user.id } })).email).toBe(me.user.email);
  }

  it("a password change ends the links already e-mailed: a pending e-mail change and a reset", async () => {
    const pending = await pendingTakeover();
    const changed = await api.patch(`/api/v1/users/${pending.me.user.id}/password`, {
      token: (await login(pending.me.user.email)).body.tokens.access,
      body: { currentPassword: TEST_PASSWORD, newPassword: "outra-senha-forte" },
    });
    expect(changed.status).toBe(200);
    await expectDead(pending);
  });

  it("so does ending the other sessions", async () => {
    const pending = await pendingTakeover();
    const cookie = await sessionCookie(pending.me.user.id);
    const ended = await api.post("/api/v1/users/me/sessions/end-others", { headers: { cookie, origin } });
    expect(ended.status).toBe(200);
    await expectDead(pending);
  });
});

describe("PATCH /users/{id} and the e-mail", () => {
  it("sends a person changing their own e-mail to the confirmation, and lets an admin change another user's", async () => {
    const me = await createUserAndLogin(api);
    const refused = await api.patch(`/api/v1/users/${me.user.id}`, {
      token: me.access,
      body: { email: newAddress() },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/email-changes/);
    const unchanged = await api.patch(`/api/v1/users/${me.user.id}`, {
      token: me.access,
      body: { email: me.user.email, companyName: "Nome Novo" },
    });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.companyName).toBe("Nome Novo");

    const ownByAdmin = await api.patch(`/api/v1/users/${admin.user.id}`, {
      token: admin.access,
      body: { email: newAddress() },
    });
    expect(ownByAdmin.status).toBe(403);
    const target = newAddress();
    const byAdmin = await api.patch(`/api/v1/users/${me.user.id}`, { token: admin.access, body: { email: target } });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.email).toBe(target);
  });
});

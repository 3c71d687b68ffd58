import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Actor, sessionActor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { deliverDueEmails } from "@/lib/email/deliver";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { sessionCookie } from "@/lib/testing/next-auth";
import { fundSeller } from "@/lib/testing/payments";
import { startSmtpServer } from "@/lib/testing/smtp";
import { addTeamMember } from "@/lib/testing/team";
import { createUserAndLogin, nextTestIp, TEST_PASSWORD } from "@/lib/testing/users";
import { registerPayoutKey } from "@/lib/testing/withdrawals";
import { changeMemberRole, inviteMember, removeMember } from "./service";

let api: ApiClient;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Read once, lazily, by lib/env.ts: set before anything asks for a setting.
  process.env.SMTP_URL = smtp.url;
  api = apiClient((await startApiServer()).baseUrl);
});

beforeEach(() => {
  smtp.accepted.length = 0;
});

/** The invitation link's token, from the e-mail as the SMTP server received it. */
async function invitationTokenSentTo(email: string): Promise<string> {
  await deliverDueEmails();
  const mail = smtp.accepted.find((each) => each.envelope.to.includes(email));
  expect(mail, `no e-mail to ${email}`).toBeDefined();
  expect(mail!.parsed.subject).toMatch(/^Convite para a equipe de /);
  const match = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail!.parsed.text ?? "");
  return match![1]!;
}

const login = async (email: string, password = TEST_PASSWORD) =>
  (await api.post("/api/v1/auth/login", { body: { email, password }, headers: { "x-forwarded-for": nextTestIp() } }))
    .body.tokens.access as string;

describe("invitations", () => {
  it("sends at most 5 a day from an account whose company is not approved, so a fresh sign-up cannot mail anyone", async () => {
    const owner = await createUserAndLogin(api, { approved: false });
    const invite = (n: number) =>
      api.post("/api/v1/team/invitations", {
        token: owner.access,
        body: { email: `convite-${n}-${owner.user.id}@example.com`, role: "viewer" },
      });
    for (let n = 1; n <= 5; n++) expect((await invite(n)).status).toBe(201);
    const limited = await invite(6);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(60 * 60);
  });

  it("invites by e-mail through the outbox and SMTP; the link creates a member's account, once, who then acts in the account", async () => {
    const owner = await createUserAndLogin(api, { approved: true, companyName: "Loja da Equipe Ltda" });
    const email = `financeiro-${Date.now()}@example.com`;
    const invited = await api.post("/api/v1/team/invitations", {
      token: owner.access,
      body: { email, role: "finance" },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email, role: "finance", invitedBy: owner.user.email });
    const token = await invitationTokenSentTo(email);
    // Only the hash is kept.
    expect(await db().invitation.count({ where: { tokenHash: token } })).toBe(0);

    const preview = await api.get(`/api/v1/invitations/${token}`);
    expect(preview.body).toMatchObject({
      sellerName: "Loja da Equipe Ltda",
      email,
      role: "finance",
      accountExists: false,
    });

    const incomplete = await api.post(`/api/v1/invitations/${token}/accept`, { body: { name: "Fin" } });
    expect(incomplete.status).toBe(400);
    const accepted = await api.post(`/api/v1/invitations/${token}/accept`, {
      body: { name: "Fernanda Financeiro", password: "senha-da-fernanda" },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toEqual({ sellerId: owner.user.id, role: "finance", accountCreated: true });
    expect((await api.post(`/api/v1/invitations/${token}/accept`, { body: {} })).status).toBe(410);
    expect((await api.get(`/api/v1/invitations/${token}`)).status).toBe(410);

    const member = await login(email, "senha-da-fernanda");
    const accounts = await api.get("/api/v1/users/me/sellers", { token: member });
    expect(accounts.body).toEqual([
      { sellerId: owner.user.id, companyName: "Loja da Equipe Ltda", role: "finance", approved: true },
    ]);
    expect((await api.get("/api/v1/seller-balances/me", { token: member })).status).toBe(200);
    const team = await api.get("/api/v1/team/members", { token: member });
    expect(team.body.data.map((each: { email: string; role: string }) => [each.email, each.role])).toEqual([
      [owner.user.email, "owner"],
      [email, "finance"],
    ]);
    const audit = await db().auditLog.findFirstOrThrow({
      where: { action: "team.invitation_accepted", entityId: owner.user.id },
    });
    expect(audit.actorId).toBe((await db().user.findUniqueOrThrow({ where: { email } })).id);
  });

  it("refuses an expired or cancelled link, and one replaced by a newer invitation", async () => {
    const owner = await createUserAndLogin(api, { approved: true });
    const email = `convidado-${Date.now()}@example.com`;
    await api.post("/api/v1/team/invitations", { token: owner.access, body: { email, role: "viewer" } });
    const first = await invitationTokenSentTo(email);
    smtp.accepted.length = 0;
    const second = await api.post("/api/v1/team/invitations", { token: owner.access, body: { email, role: "viewer" } });
    const replacement = await invitationTokenSentTo(email);
    expect((await api.get(`/api/v1/invitations/${first}`)).status).toBe(410);
    expect((await api.get(`/api/v1/invitations/${replacement}`)).status).toBe(200);

    await db().invitation.update({ where: { id: second.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await api.post(`/api/v1/invitations/${replacement}/accept`, {
      body: { name: "Tarde Demais", password: "senha-qualquer-1" },
    });
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe("INVITATION_INVALID");

    smtp.accepted.length = 0;
    const third = await api.post("/api/v1/team/invitations", { token: owner.access, body: { email, role: "viewer" } });
    const cancelledToken = await invitationTokenSentTo(email);
    expect((await api.get("/api/v1/team/invitations", { token: owner.access })).body.data).toHaveLength(1);
    expect((await api.delete(`/api/v1/team/invitations/${third.body.id}`, { token: owner.access })).status).toBe(204);
    expect((await api.get(`/api/v1/invitations/${cancelledToken}`)).status).toBe(410);
    expect((await api.get("/api/v1/team/invitations", { token: owner.access })).body.data).toHaveLength(0);
  });

  it("accepts twice at once only once", async () => {
    const owner = await createUserAndLogin(api, { approved: true });
    const email = `corrida-${Date.now()}@example.com`;
    await api.post("/api/v1/team/invitations", { token: owner.access, body: { email, role: "viewer" } });
    const token = await invitationTokenSentTo(email);
    const answers = await Promise.all(
      [1, 2].map(() =>
        api.post(`/api/v1/invitations/${token}/accept`, { body: { name: "Duas Vezes", password: "senha-dupla-12" } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(201);
    // The loser finds the link used (410) or the address just taken by the winner (409).
    expect([409, 410]).toContain(statuses[1]);
    expect(await db().membership.count({ where: { sellerId: owner.user.id } })).toBe(2);
  });

  it("asks an existing account to sign in, and takes only the invited address", async () => {
    const owner = await createUserAndLogin(api, { approved: true });
    const other = await createUserAndLogin(api, { approved: true, companyName: "Outra Loja" });
    const stranger = await createUserAndLogin(api);
    await api.post("/api/v1/team/invitations", {
      token: owner.access,
      body: { email: other.user.email, role: "developer" },
    });
    const token = await invitationTokenSentTo(other.user.email);
    expect((await api.get(`/api/v1/invitations/${token}`)).body.accountExists).toBe(true);
    expect((await api.post(`/api/v1/invitations/${token}/accept`, { body: {} })).status).toBe(401);
    const wrong = await api.post(`/api/v1/invitations/${token}/accept`, { token: stranger.access, body: {} });
    expect(wrong.status).toBe(403);
    const joined = await api.post(`/api/v1/invitations/${token}/accept`, { token: other.access, body: {} });
    expect(joined.body).toEqual({ sellerId: owner.user.id, role: "developer", accountCreated: false });

    // Their own account stays the default; X-Seller-Id picks the other, and only one they are in.
    const accounts = await api.get("/api/v1/users/me/sellers", { token: other.access });
    expect(accounts.body.map((each: { sellerId: string; role: string }) => [each.sellerId, each.role])).toEqual([
      [other.user.id, "owner"],
      [owner.user.id, "developer"],
    ]);
    await fundSeller(owner.user.id, 12_345);
    const own = await api.get("/api/v1/seller-balances/me", { token: other.access });
    const theirs = await api.get("/api/v1/seller-balances/me", {
      token: other.access,
      headers: { "x-seller-id": owner.user.id },
    });
    expect(own.body.availableBalance).toBe(0);
    expect(theirs.body.availableBalance).toBe(123.45);
    const notMine = await api.get("/api/v1/seller-balances/me", {
      token: other.access,
      headers: { "x-seller-id": stranger.user.id },
    });
    expect(notMine.status).toBe(403);
  });
});

describe("roles", () => {
  it("lets each role do its part in the account, names the member in the audit trail, and keeps the owner's to the owner", async () => {
    const owner = await createUserAndLogin(api, { approved: true });
    await fundSeller(owner.user.id, 50_000);
    await registerPayoutKey(owner.user.id);
    const finance = await addTeamMember(api, owner.user.id, "finance");
    const developer = await addTeamMember(api, owner.user.id, "developer");
    const viewer = await addTeamMember(api, owner.user.id, "viewer");

    const withdraw = (token: string) =>
      api.post("/api/v1/withdrawals", { token, body: { amount: 25, pixKey: "fulano@example.com" } });
    expect((await withdraw(finance.access)).status).toBe(201);
    const refusedWithdrawal = await withdraw(developer.access);
    expect(refusedWithdrawal.status).toBe(403);
    expect(refusedWithdrawal.body.message).toBe("O papel Desenvolvedor não pode sacar ou cancelar saques nesta conta.");
    expect((await withdraw(viewer.access)).status).toBe(403);

    const regenerate = (token: string) => api.put("/api/v1/integrations/credentials/regenerate", { token });
    expect((await regenerate(developer.access)).status).toBe(200);
    expect((await regenerate(finance.access)).status).toBe(403);
    expect((await regenerate(viewer.access)).status).toBe(403);
    const audit = await db().auditLog.findFirstOrThrow({
      where: { entityId: owner.user.id, action: "credentials.regenerated" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.actorId).toBe(developer.user.id);

    const invite = (token: string) =>
      api.post("/api/v1/team/invitations", { token, body: { email: "x@example.com", role: "viewer" } });
    for (const member of [finance, developer, viewer]) expect((await invite(member.access)).status).toBe(403);
    expect((await api.get("/api/v1/team/members", { token: viewer.access })).status).toBe(200);
    expect((await api.get("/api/v1/payments", { token: viewer.access })).status).toBe(200);
    expect(
      (await api.post("/api/v1/payment-links", { token: viewer.access, body: { description: "Curso", amount: 1000 } }))
        .status,
    ).toBe(403);
    expect(
      (await api.post("/api/v1/payment-links", { token: finance.access, body: { description: "Curso", amount: 1000 } }))
        .status,
    ).toBe(201);
  });
});

describe("members and owners", () => {
  it("tells every owner of the account when the payout key changes, whoever changed it", async () => {
    const owner = await createUserAndLogin(api, { approved: true });
    const partner = await addTeamMember(api, owner.user.id, "owner");
    const finance = await addTeamMember(api, owner.user.id, "finance");
    await registerPayoutKey(owner.user.id, "primeira@example.com");
    await registerPayoutKey(owner.user.id, "segunda@example.com");
    const notified = await db().emailMessage.findMany({
      where: {
        template: "payout-pix-key.changed",
        to: { in: [owner.user.email, partner.user.email, finance.user.email] },
      },
      select: { to: true },
    });
    expect(notified.map((email) => email.to).sort()).toEqual([owner.user.email, partner.user.email].sort());
  });

  it("tells every owner when integration keys are generated, naming who did it, since the keys act as an owner", async () => {
    const owner = await createUserAndLogin(api, { approved: true });
    const partner = await addTeamMember(api, owner.user.id, "owner");
    const developer = await addTeamMember(api, owner.user.id, "developer");
    const generated = await api.put("/api/v1/integrations/credentials/regenerate", { token: developer.access });
    expect(generated.status).toBe(200);
    const notified = await db().emailMessage.findMany({
      where: {
        template: "integration.keys-generated",
        to: { in: [owner.user.email, partner.user.email, developer.user.email] },
      },
      select: { to: true, text: true },
    });
    expect(notified.map((email) => email.to).sort()).toEqual([owner.user.email, partner.user.email].sort());
    for (const { text } of notified) {
      expect(text).toContain(`${developer.user.email} gerou novas chaves de integração`);
      expect(text).toContain(generated.body.publicKey);
      expect(text).not.toContain(generated.body.privateKey);
    }
  });

  it("ends a removed member's access to the account at once, by token and by browser session", async () => {
    const owner = await createUserAndLogin(api, { approved: true });
    const member = await addTeamMember(api, owner.user.id, "finance");
    const cookie = await sessionCookie(member.user.id);
    expect((await api.get("/api/v1/payments", { token: member.access })).status).toBe(200);
    expect((await api.get("/api/v1/payments", { headers: { cookie } })).status).toBe(200);

    expect((await api.delete(`/api/v1/team/members/${member.user.id}`, { token: owner.access })).status).toBe(204);
    expect((await api.get("/api/v1/payments", { token: member.access })).status).toBe(403);
    expect((await api.get("/api/v1/payments", { headers: { cookie } })).status).toBe(403);
    expect((await api.get("/api/v1/users/me/sellers", { token: member.access })).body).toEqual([]);
    const removal = await db().auditLog.findFirstOrThrow({
      where: { action: "team.member_removed", entityId: owner.user.id },
    });
    expect(removal.actorId).toBe(owner.user.id);
  });

  it("keeps one owner at least: the last cannot leave, be removed or be demoted, even two at once", async () => {
    const owner = await createUserAndLogin(api, { approved: true });
    const self = `/api/v1/team/members/${owner.user.id}`;
    expect((await api.delete(self, { token: owner.access })).body.code).toBe("LAST_OWNER");
    expect((await api.patch(self, { token: owner.access, body: { role: "viewer" } })).body.code).toBe("LAST_OWNER");

    const second = await addTeamMember(api, owner.user.id, "owner");
    const answers = await Promise.all([
      api.delete(`/api/v1/team/members/${second.user.id}`, { token: owner.access }),
      api.delete(self, { token: second.access }),
    ]);
    // Whichever commits first, the other's author is no longer in the team when it runs (or when its token is read).
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 403]);
    expect(await db().membership.count({ where: { sellerId: owner.user.id, role: "owner" } })).toBe(1);
  });

  it("reads the author's role under the team's lock: a change authorized before a demotion committed is refused", async () => {
    const owner = await createUserAndLogin(api, { approved: true });
    const second = await addTeamMember(api, owner.user.id, "owner");
    const third = await addTeamMember(api, owner.user.id, "finance");
    // The second owner's request, its actor loaded while they were still an owner.
    const stale: Actor = {
      ...sessionActor(second.user),
      role: "seller",
      sellerId: owner.user.id,
      memberRole: "owner",
      approved: true,
    };
    const demote = { token: owner.access, body: { role: "viewer" } };
    expect((await api.patch(`/api/v1/team/members/${second.user.id}`, demote)).status).toBe(204);

    await expect(removeMember(stale, third.user.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(changeMemberRole(stale, owner.user.id, { role: "viewer" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(
      inviteMember(stale, { email: `convite-${randomUUID()}@example.com`, role: "owner" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(
      await db().membership.findMany({ where: { sellerId: owner.user.id }, select: { userId: true, role: true } }),
    ).toEqual(
      expect.arrayContaining([
        { userId: owner.user.id, role: "owner" },
        { userId: second.user.id, role: "viewer" },
        { userId: third.user.id, role: "finance" },
      ]),
    );
    // Leaving needs no power over the team, only to be in it.
    await expect(removeMember(stale, second.user.id)).resolves.toBeUndefined();
    await expect(removeMember(stale, second.user.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("hands the account over with the owner's password", async () => {
    const owner = await createUserAndLogin(api, { approved: true });
    const heir = await addTeamMember(api, owner.user.id, "finance");
    const hand = (currentPassword: string) =>
      api.post("/api/v1/team/ownership", {
        token: owner.access,
        body: { userId: heir.user.id, currentPassword, myNewRole: "viewer" },
      });
    const wrong = await hand("senha-errada");
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([{ path: "currentPassword", message: "Senha incorreta" }]);
    expect((await hand(TEST_PASSWORD)).status).toBe(204);
    const roles = await db().membership.findMany({ where: { sellerId: owner.user.id }, orderBy: { role: "asc" } });
    expect(roles.map((row) => [row.userId, row.role])).toEqual([
      [heir.user.id, "owner"],
      [owner.user.id, "viewer"],
    ]);
    // The former owner now reads only.
    expect((await api.get("/api/v1/team/invitations", { token: owner.access })).status).toBe(403);
    expect((await api.get("/api/v1/team/invitations", { token: heir.access })).status).toBe(200);
  });
});

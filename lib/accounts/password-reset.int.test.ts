import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { linkToken, startMailbox } from "@/lib/testing/mailbox";
import { sessionCookie } from "@/lib/testing/next-auth";
import { createUserAndLogin, insertUser, nextTestIp, TEST_PASSWORD } from "@/lib/testing/users";
import { RESET_REQUEST_FLOOR_MS } from "./password-reset";
import { passwordResetRequestLimits } from "./rate-limits";

let api: ApiClient;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  api = apiClient((await startApiServer()).baseUrl);
});

const NEW_PASSWORD = "nova-senha-bem-forte";
const from = (ip = nextTestIp()) => ({ "x-forwarded-for": ip });
const requestReset = (email: string, ip?: string) =>
  api.post("/api/v1/auth/password-resets", { body: { email }, headers: from(ip) });
const useLink = (token: string, password = NEW_PASSWORD) =>
  api.post(`/api/v1/auth/password-resets/${token}`, { body: { password }, headers: from() });
const login = (email: string, password: string) =>
  api.post("/api/v1/auth/login", { body: { email, password }, headers: from() });
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Asks for a link for `email` and reads it from the message the SMTP server accepted. */
async function resetLink(email: string) {
  expect((await requestReset(email)).status).toBe(202);
  const mails = (await mailbox.deliveredTo(email)).filter((mail) => mail.subject === "Redefina sua senha");
  return linkToken(mails.at(-1)!, "/reset-password");
}

describe("POST /auth/password-resets", () => {
  it("answers a known and an unknown address alike, in as much time, and e-mails a link only to the known one", async () => {
    const user = await insertUser();
    const unknown = `ninguem-${Date.now()}@example.com`;
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await requestReset(email);
      return { answer, ms: performance.now() - started };
    };
    const known = await timed(user.email);
    const missing = await timed(unknown);
    expect(known.answer.status).toBe(202);
    expect(missing.answer.status).toBe(202);
    expect(missing.answer.body).toEqual(known.answer.body);
    expect(known.answer.body.message).toMatch(/Se houver uma conta com este e-mail/);
    // Neither answer comes sooner than the floor, so the time does not tell which address has an account.
    expect(known.ms).toBeGreaterThanOrEqual(RESET_REQUEST_FLOOR_MS);
    expect(missing.ms).toBeGreaterThanOrEqual(RESET_REQUEST_FLOOR_MS);

    expect(await mailbox.deliveredTo(unknown)).toEqual([]);
    const [mail, ...others] = await mailbox.deliveredTo(user.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe("Redefina sua senha");
    expect(mail!.text).toContain("O link vale por 30 minutos e funciona uma só vez.");
    const token = linkToken(mail!, "/reset-password");
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(32);

    // Only the token's hash is stored, with the link's 30 minutes.
    const [row, ...more] = await db().accountToken.findMany({ where: { userId: user.id } });
    expect(more).toEqual([]);
    expect(row).toMatchObject({ kind: "PASSWORD_RESET", tokenHash: sha256(token), usedAt: null, newEmail: null });
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 1);
  });

  it("refuses a malformed address with 400 and no e-mail", async () => {
    const answer = await requestReset("nao-e-um-email");
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual([{ path: "email", message: "E-mail inválido" }]);
  });

  it("is rate limited per address, whether or not it has an account, and per caller", async () => {
    const [perIp, perEmail] = passwordResetRequestLimits("ip", "email");
    const user = await insertUser();
    for (const email of [user.email, `sem-conta-${Date.now()}@example.com`]) {
      const answers = await Promise.all(Array.from({ length: perEmail!.limit }, () => requestReset(email)));
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 202));
      const refused = await requestReset(email);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe("RATE_LIMITED");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(await mailbox.deliveredTo(user.email)).toHaveLength(perEmail!.limit);

    const ip = nextTestIp();
    const spread = await Promise.all(
      Array.from({ length: perIp!.limit }, (_, i) => requestReset(`sondagem-${i}-${Date.now()}@example.com`, ip)),
    );
    expect(spread.every((answer) => answer.status === 202)).toBe(true);
    expect((await requestReset(`mais-uma-${Date.now()}@example.com`, ip)).status).toBe(429);
    expect((await requestReset(`mais-uma-${Date.now()}@example.com`)).status).toBe(202);
  });

  it("sends nothing for a deleted account, and its earlier link no longer works", async () => {
    const user = await insertUser();
    const token = await resetLink(user.email);
    await db().user.update({ where: { id: user.id }, data: { deletedAt: new Date() } });
    expect((await requestReset(user.email)).status).toBe(202);
    expect(await mailbox.deliveredTo(user.email)).toHaveLength(1);
    expect((await api.get(`/api/v1/auth/password-resets/${token}`, { headers: from() })).status).toBe(410);
    expect((await useLink(token)).status).toBe(410);
  });
});

describe("the reset link", () => {
  it("sets a new password once: it works, the old password does not, the link is spent, and an e-mail says so", async () => {
    const user = await insertUser();
    const token = await resetLink(user.email);
    const check = await api.get(`/api/v1/auth/password-resets/${token}`, { headers: from() });
    expect(check.status).toBe(200);
    expect(Date.parse(check.body.expiresAt)).toBeGreaterThan(Date.now() + 29 * 60_000);

    const short = await useLink(token, "curta");
    expect(short.status).toBe(400);
    expect(short.body.details[0].path).toBe("password");
    expect((await useLink(token)).status).toBe(204);

    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    const again = await useLink(token, "outra-senha-qualquer");
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ code: "ACCOUNT_LINK_INVALID", message: expect.stringMatching(/Peça um novo/) });
    expect((await api.get(`/api/v1/auth/password-resets/${token}`, { headers: from() })).status).toBe(410);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);

    const notices = (await mailbox.deliveredTo(user.email)).filter((mail) => mail.subject === "Sua senha foi alterada");
    expect(notices).toHaveLength(1);
    const audit = await db().auditLog.findFirstOrThrow({ where: { entityId: user.id, action: "user.password_reset" } });
    expect(audit.actorId).toBe(user.id);
  });

  it("ends every session and token of the person: API tokens, browser sessions, other links", async () => {
    const { user, access, refresh } = await createUserAndLogin(api);
    const cookie = await sessionCookie(user.id);
    const readMe = (headers: { token?: string; headers?: Record<string, string> }) =>
      api.get(`/api/v1/users/${user.id}`, headers);
    expect((await readMe({ token: access })).status).toBe(200);
    expect((await readMe({ headers: { cookie } })).status).toBe(200);
    const pendingChange = await db().accountToken.create({
      data: {
        userId: user.id,
        kind: "EMAIL_CHANGE",
        tokenHash: sha256(`pendente-${user.id}`),
        newEmail: `novo-${user.id}@example.com`,
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });

    const token = await resetLink(user.email);
    expect((await useLink(token)).status).toBe(204);

    expect((await readMe({ token: access })).status).toBe(401);
    expect((await readMe({ headers: { cookie } })).status).toBe(401);
    expect((await api.post("/api/v1/auth/refresh", { body: { refresh } })).status).toBe(401);
    const sessions = await db().browserSession.findMany({ where: { userId: user.id } });
    expect(sessions.every((session) => session.endedAt !== null)).toBe(true);
    const change = await db().accountToken.findUniqueOrThrow({ where: { id: pendingChange.id } });
    expect(change.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("a newer request replaces the earlier link", async () => {
    const user = await insertUser();
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    expect(second).not.toBe(first);
    expect((await useLink(first)).status).toBe(410);
    expect((await useLink(second)).status).toBe(204);
  });

  it("refuses an expired link and one that never existed", async () => {
    const user = await insertUser();
    const token = await resetLink(user.email);
    await db().accountToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await api.get(`/api/v1/auth/password-resets/${token}`, { headers: from() })).status).toBe(410);
    expect((await useLink(token)).status).toBe(410);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    expect((await useLink("a".repeat(43))).status).toBe(410);
    expect((await useLink("com espaço")).status).toBe(400);
  });

  it("used twice at once, sets exactly one password", async () => {
    const user = await insertUser();
    const token = await resetLink(user.email);
    const passwords = ["primeira-senha-forte", "segunda-senha-forte"];
    const answers = await Promise.all(passwords.map((password) => useLink(token, password)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 410]);
    const winner = passwords[answers.findIndex((answer) => answer.status === 204)]!;
    const loser = passwords.find((password) => password !== winner)!;
    expect((await login(user.email, winner)).status).toBe(200);
    expect((await login(user.email, loser)).status).toBe(401);
    const notices = (await mailbox.deliveredTo(user.email)).filter((mail) => mail.subject === "Sua senha foi alterada");
    expect(notices).toHaveLength(1);
  });
});

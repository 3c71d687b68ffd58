import { cnpj } from "cpf-cnpj-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createSubmittedEnterprise } from "@/lib/testing/enterprises";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { sessionCookie } from "@/lib/testing/next-auth";
import { expectLedgerConsistent, fundSeller } from "@/lib/testing/payments";
import { startReceiver } from "@/lib/testing/receiver";
import { createUserAndLogin, TEST_PASSWORD } from "@/lib/testing/users";
import { PAYOUT_KEY_HOLD_MS } from "./payout-keys";
import { sendPendingPayouts } from "./payouts";

const REP_CPF = "52998224725";
const HOUR = 3_600_000;

let api: ApiClient;
let baseUrl: string;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  baseUrl = (await startApiServer()).baseUrl;
  api = apiClient(baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
});

/** An approved, funded seller, with a browser session (its cookie and our origin) besides the bearer token. */
async function seller(options: { company?: boolean; mode?: "MANUAL" | "AUTOMATIC" } = {}) {
  const created = await createUserAndLogin(api, { approved: true });
  await fundSeller(created.user.id, 100_000);
  let company: { cnpj: string } | null = null;
  if (options.company) {
    const enterprise = await createSubmittedEnterprise(api, created.access, { legalRepCpf: REP_CPF });
    expect((await api.post(`/api/v1/admin/enterprises/${enterprise.id}/approve`, { token: admin.access })).status).toBe(
      200,
    );
    company = { cnpj: enterprise.cnpj };
  }
  if (options.mode === "AUTOMATIC") {
    await api.put(`/api/v1/admin/withdrawal-configs/${created.user.id}`, {
      token: admin.access,
      body: {
        minAmount: 20,
        maxAmount: 5000,
        dailyLimit: 50000,
        feeType: "FIXED",
        feeValue: 2,
        mode: "AUTOMATIC",
        allowApi: true,
      },
    });
  }
  const browser = { cookie: await sessionCookie(created.user.id), origin: baseUrl };
  return { ...created, browser, company };
}

type Seller = Awaited<ReturnType<typeof seller>>;

const putKey = (who: Seller, body: Record<string, unknown>) =>
  api.put("/api/v1/payout-keys/me", { headers: who.browser, body: { currentPassword: TEST_PASSWORD, ...body } });
const getKey = (who: Seller) => api.get("/api/v1/payout-keys/me", { token: who.access });
const withdraw = (who: Seller, body: Record<string, unknown> = {}) =>
  api.post("/api/v1/withdrawals", { token: who.access, body: { amount: 100, ...body } });
const stored = (id: string) => db().withdrawal.findUniqueOrThrow({ where: { id } });
const auditOf = (sellerId: string) =>
  db().auditLog.findMany({ where: { actorId: sellerId, entityType: "payout_key" }, orderBy: { createdAt: "asc" } });

describe("registering the payout key", () => {
  it("validates the key by its type, with messages at the fields", async () => {
    const who = await seller();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ pixKeyType: "EMAIL", pixKey: "not an e-mail" }, ["pixKey"]],
      [{ pixKeyType: "PHONE", pixKey: "fulano@example.com" }, ["pixKey"]],
      [{ pixKeyType: "EVP", pixKey: "7d9f0335-8dcc" }, ["pixKey"]],
      [{ pixKeyType: "CPF", pixKey: "529.982.247-24" }, ["pixKey"]],
      [{ pixKeyType: "BANK", pixKey: "fulano@example.com" }, ["pixKeyType"]],
      [{ pixKey: "fulano@example.com" }, ["pixKeyType"]],
      [{ pixKeyType: "EMAIL", pixKey: "fulano@example.com", currentPassword: "" }, ["currentPassword"]],
    ];
    for (const [body, paths] of cases) {
      const response = await putKey(who, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(
        response.body.details.map((d: { path: string }) => d.path),
        JSON.stringify(body),
      ).toEqual(paths);
    }
    expect((await getKey(who)).status).toBe(404);
  });

  it("registers a first key payable at once, audited and announced by a webhook event", async () => {
    const who = await seller();
    const receiver = await startReceiver();
    await api.post("/api/v1/seller-webhooks", {
      token: who.access,
      body: { url: receiver.url, events: ["payout_key.changed"] },
    });
    const response = await putKey(who, { pixKeyType: "phone", pixKey: "(11) 98765-4321" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      pixKey: "+5511987654321",
      pixKeyType: "PHONE",
      holderVerified: false,
      reviewRequired: true,
      approvedAt: null,
      payableFrom: null,
    });
    expect((await getKey(who)).body).toEqual(response.body);
    expect((await auditOf(who.user.id)).map((entry) => [entry.action, entry.entityId])).toEqual([
      ["payout_key.registered", response.body.id],
    ]);
    const [event] = await db().outboxEvent.findMany({ where: { sellerId: who.user.id, type: "payout_key.changed" } });
    expect(event!.payload).toEqual(response.body);
    expect(await db().webhookDelivery.count({ where: { eventId: event!.id } })).toBe(1);
  });

  it("takes a CPF or CNPJ key only when it is an approved company's CNPJ or its legal representative's CPF", async () => {
    const without = await seller();
    const refused = await putKey(without, { pixKeyType: "CNPJ", pixKey: cnpj.generate() });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      { path: "pixKey", message: "O CNPJ deve ser o de uma empresa aprovada da sua conta" },
    ]);

    const who = await seller({ company: true });
    const otherCpf = await putKey(who, { pixKeyType: "CPF", pixKey: "111.444.777-35" });
    expect(otherCpf.body.details).toEqual([
      { path: "pixKey", message: "O CPF deve ser o do representante legal de uma empresa aprovada da sua conta" },
    ]);
    // Another seller's company is not theirs.
    expect((await putKey(without, { pixKeyType: "CNPJ", pixKey: who.company!.cnpj })).status).toBe(400);
    const registered = await putKey(who, { pixKeyType: "CNPJ", pixKey: who.company!.cnpj });
    expect(registered.body).toMatchObject({
      pixKeyType: "CNPJ",
      pixKey: who.company!.cnpj,
      holderVerified: true,
      reviewRequired: false,
      payableFrom: null,
    });
    const changed = await putKey(who, { pixKeyType: "CPF", pixKey: "529.982.247-25" });
    expect(changed.body).toMatchObject({
      pixKeyType: "CPF",
      pixKey: REP_CPF,
      holderVerified: true,
      reviewRequired: false,
    });
    expect(Date.parse(changed.body.payableFrom) - Date.parse(changed.body.createdAt)).toBe(PAYOUT_KEY_HOLD_MS);
  });

  it("changes only from a browser session of our origin, with the password, never through a token", async () => {
    const who = await seller();
    const body = { pixKeyType: "EMAIL", pixKey: "fulano@example.com", currentPassword: TEST_PASSWORD };
    const bearer = await api.put("/api/v1/payout-keys/me", { token: who.access, body });
    expect(bearer.status).toBe(403);
    expect(bearer.body.message).toMatch(/painel/);
    const keys = (await api.put("/api/v1/integrations/credentials/regenerate", { token: who.access })).body;
    const integration = (
      await api.post("/api/v1/api/auth/login", { body: { publicKey: keys.publicKey, privateKey: keys.privateKey } })
    ).body.tokens.access;
    expect((await api.put("/api/v1/payout-keys/me", { token: integration, body })).status).toBe(403);
    expect((await api.put("/api/v1/payout-keys/me", { headers: { cookie: who.browser.cookie }, body })).status).toBe(
      403,
    );
    const wrong = await putKey(who, { ...body, currentPassword: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([{ path: "currentPassword", message: "Senha incorreta" }]);
    expect((await getKey(who)).status).toBe(404);
    expect(await auditOf(who.user.id)).toEqual([]);

    expect((await putKey(who, body)).status).toBe(200);
    expect((await putKey(who, body)).body.details).toEqual([
      { path: "pixKey", message: "Esta já é a sua chave de saque" },
    ]);
    // The token can read the key it cannot change.
    expect((await api.get("/api/v1/payout-keys/me", { token: integration })).body).toMatchObject({
      pixKey: "fulano@example.com",
    });
  });
});

describe("withdrawals go to the registered key", () => {
  it("answers 422 without a registered key, and refuses another key sent with the request", async () => {
    const who = await seller();
    const none = await withdraw(who);
    expect(none.status).toBe(422);
    expect(none.body.code).toBe("PAYOUT_KEY_MISSING");
    await putKey(who, { pixKeyType: "EMAIL", pixKey: "fulano@example.com" });
    const other = await withdraw(who, { pixKey: "outra@example.com" });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: "PAYOUT_KEY_MISMATCH", details: [{ path: "pixKey" }] });
    const same = await withdraw(who, { pixKey: "Fulano@Example.com" });
    expect(same.body).toMatchObject({ pixKey: "fulano@example.com", pixKeyType: "EMAIL" });
    expect((await stored(same.body.id)).payoutKeyId).toBe((await getKey(who)).body.id);
    expect((await api.get("/api/v1/seller-balances/me", { token: who.access })).body).toMatchObject({
      availableBalance: 900,
      pendingBalance: 100,
    });
  });

  it("holds payouts to a changed key for 24 h: a withdrawal requested right after is not paid out before then, then is", async () => {
    const who = await seller({ company: true, mode: "AUTOMATIC" });
    await putKey(who, { pixKeyType: "CNPJ", pixKey: who.company!.cnpj });
    const before = await withdraw(who);
    // The first key is payable at once: approved and sent on the way.
    expect(before.body).toMatchObject({ status: "PROCESSING", payableFrom: null });
    expect((await stored(before.body.id)).providerPayoutId).not.toBeNull();

    const changed = await putKey(who, { pixKeyType: "CPF", pixKey: REP_CPF });
    const payableFrom = new Date(changed.body.payableFrom);
    const [audit] = (await auditOf(who.user.id)).filter((entry) => entry.action === "payout_key.changed");
    expect(audit).toMatchObject({
      entityId: changed.body.id,
      before: { pixKey: who.company!.cnpj, pixKeyType: "CNPJ" },
      after: { pixKey: REP_CPF, payableFrom: changed.body.payableFrom },
    });
    expect(await db().outboxEvent.count({ where: { sellerId: who.user.id, type: "payout_key.changed" } })).toBe(2);
    // The change, not the first registration, is e-mailed to the seller, with the end of the key and the hold.
    const [email, ...more] = await db().emailMessage.findMany({
      where: { to: who.user.email, template: "payout-pix-key.changed" },
    });
    expect(more).toEqual([]);
    expect(email).toMatchObject({ template: "payout-pix-key.changed", subject: "Sua chave PIX de saque foi alterada" });
    expect(email!.text).toContain("CPF terminada em 4725");
    expect(email!.text).toMatch(/Saques pagos a partir de: \d{2}\/\d{2}\/\d{4}/);
    expect(email!.text).not.toContain(REP_CPF);

    const held = await withdraw(who);
    expect(held.body).toMatchObject({
      status: "PROCESSING",
      pixKey: REP_CPF,
      pixKeyType: "CPF",
      payableFrom: changed.body.payableFrom,
    });
    expect((await stored(held.body.id)).providerPayoutId).toBeNull();
    expect((await api.get(`/api/v1/withdrawals/${held.body.id}`, { token: who.access })).body.payableFrom).toBe(
      changed.body.payableFrom,
    );
    // The job finds it stale after a few minutes, and still leaves it until the hold ends.
    expect(await sendPendingPayouts(new Date(Date.now() + 5 * 60_000))).toBe(0);
    expect(await sendPendingPayouts(new Date(payableFrom.getTime() - 1))).toBe(0);
    expect((await stored(held.body.id)).providerPayoutId).toBeNull();

    expect(await sendPendingPayouts(payableFrom)).toBe(1);
    expect((await stored(held.body.id)).providerPayoutId).toBe(`sbx_po_${held.body.id}`);
    expect((await api.post(`/api/v1/sandbox/withdrawals/${held.body.id}/complete`)).body.callbacks[0].outcome).toBe(
      "applied",
    );
    expect((await api.get(`/api/v1/withdrawals/${held.body.id}`, { token: who.access })).body.status).toBe("COMPLETED");
    await expectLedgerConsistent();
  });

  it("an admin's approval of a held withdrawal does not send it before the hold ends", async () => {
    const who = await seller({ company: true });
    await putKey(who, { pixKeyType: "CNPJ", pixKey: who.company!.cnpj });
    const changed = await putKey(who, { pixKeyType: "CPF", pixKey: REP_CPF });
    const held = await withdraw(who);
    expect(held.body).toMatchObject({ status: "REQUESTED", payableFrom: changed.body.payableFrom });
    const approved = await api.post(`/api/v1/admin/withdrawals/${held.body.id}/approve`, { token: admin.access });
    expect(approved.body).toMatchObject({ status: "PROCESSING", payableFrom: changed.body.payableFrom });
    expect((await stored(held.body.id)).providerPayoutId).toBeNull();
    expect(await sendPendingPayouts(new Date(Date.now() + 23 * HOUR))).toBe(0);
    expect(await sendPendingPayouts(new Date(Date.now() + 24 * HOUR + 60_000))).toBe(1);
  });

  it("keeps the first withdrawal to an e-mail, phone or random key for an admin even in AUTOMATIC mode; the key is trusted once approved", async () => {
    const who = await seller({ mode: "AUTOMATIC" });
    const key = (await putKey(who, { pixKeyType: "EVP", pixKey: "7d9f0335-8dcc-4054-9bf9-0dbd61d36906" })).body;
    const first = await withdraw(who);
    expect(first.body).toMatchObject({ status: "REQUESTED", pixKeyType: "EVP", payableFrom: null });
    const queue = await api.get("/api/v1/admin/withdrawals/request?perPage=100", { token: admin.access });
    expect(queue.body.data.find((w: { id: string }) => w.id === first.body.id)).toMatchObject({
      reviewReason: "NEW_PAYOUT_KEY",
    });

    await api.post(`/api/v1/admin/withdrawals/${first.body.id}/approve`, { token: admin.access });
    expect((await getKey(who)).body).toMatchObject({
      id: key.id,
      reviewRequired: false,
      approvedAt: expect.any(String),
    });
    expect(
      await db().auditLog.count({ where: { entityId: key.id, action: "payout_key.approved", actorId: admin.user.id } }),
    ).toBe(1);
    const automatic = await withdraw(who);
    expect(automatic.body).toMatchObject({ status: "PROCESSING", reviewedBy: null });
    // Requested by the seller, approved by their rules: both in the audit log, the approval with no person.
    const entries = await db().auditLog.findMany({
      where: { entityId: automatic.body.id },
      orderBy: { createdAt: "asc" },
      select: { action: true, actorId: true, after: true },
    });
    expect(entries).toEqual([
      expect.objectContaining({ action: "withdrawal.requested", actorId: who.user.id }),
      expect.objectContaining({
        action: "withdrawal.approved",
        actorId: null,
        after: expect.objectContaining({ mode: "AUTOMATIC" }),
      }),
    ]);

    // A rejected first payout leaves the key untrusted: the next one waits again.
    const other = await seller({ mode: "AUTOMATIC" });
    await putKey(other, { pixKeyType: "EMAIL", pixKey: "fulano@example.com" });
    const rejected = await withdraw(other);
    await api.post(`/api/v1/admin/withdrawals/${rejected.body.id}/reject`, {
      token: admin.access,
      body: { reason: "Chave de terceiro" },
    });
    const again = await withdraw(other);
    expect(again.body.status).toBe("REQUESTED");
    const list = await api.get(`/api/v1/admin/withdrawals?sellerId=${other.user.id}`, { token: admin.access });
    expect(
      list.body.data.map((w: { status: string; reviewReason: string | null }) => [w.status, w.reviewReason]),
    ).toEqual([
      ["REQUESTED", "NEW_PAYOUT_KEY"],
      ["REJECTED", null],
    ]);
  });
});

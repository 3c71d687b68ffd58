import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { createSubmittedEnterprise } from "@/lib/testing/enterprises";
import { buyer, createLink, sendCallback } from "@/lib/testing/payments";
import { startReceiver } from "@/lib/testing/receiver";
import { createUserAndLogin } from "@/lib/testing/users";
import { deliverDueWebhooks, MAX_ATTEMPTS } from "./deliver";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

const SHORT_DELAYS = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000];

async function sellerWithWebhook(url: string, events?: string[]) {
  const seller = await createUserAndLogin(api, { approved: true });
  const created = await api.post("/api/v1/seller-webhooks", {
    token: seller.access,
    body: { url, ...(events && { events }) },
  });
  expect(created.status).toBe(201);
  return { ...seller, webhook: created.body };
}

/** A finished payment for the seller (payment.created, .pending, .finished events). */
async function finishPayment(sellerId: string) {
  const link = await createLink(sellerId, 10_000);
  const payment = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
  await sendCallback(api, payment.body.id, "charge.paid");
  return payment.body.id as string;
}

describe("registration", () => {
  it("shows the secret once and lists endpoints without it", async () => {
    const receiver = await startReceiver();
    const seller = await sellerWithWebhook(receiver.url, ["payment.finished"]);
    expect(seller.webhook).toMatchObject({ url: receiver.url, events: ["payment.finished"], isActive: true });
    expect(seller.webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const list = await api.get("/api/v1/seller-webhooks", { token: seller.access });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).not.toHaveProperty("secret");
    // Two deletions at once: one deletes, the other finds it gone, and the log has one entry.
    const deletions = await Promise.all(
      [1, 2].map(() => api.delete(`/api/v1/seller-webhooks/${seller.webhook.id}`, { token: seller.access })),
    );
    expect(deletions.map((answer) => answer.status).sort()).toEqual([204, 404]);
    expect(await db().auditLog.count({ where: { entityId: seller.webhook.id, action: "webhook.deleted" } })).toBe(1);
    expect((await api.get("/api/v1/seller-webhooks", { token: seller.access })).body.data).toHaveLength(0);
  });

  it("refuses private, loopback and link-local targets, bad URLs and unknown events", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    for (const url of [
      "http://10.0.0.5/hook",
      "http://192.168.1.1/hook",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]/hook",
      "http://localhost:9/hook",
      "ftp://example.com/x",
      "not a url",
      "http://user:pw@127.0.0.1/x",
    ]) {
      const response = await api.post("/api/v1/seller-webhooks", { token: seller.access, body: { url } });
      expect(response.status, url).toBe(400);
      expect(response.body.details[0].path).toBe("url");
    }
    expect(
      (
        await api.post("/api/v1/seller-webhooks", {
          token: seller.access,
          body: { url: "http://127.0.0.1:9/x", events: ["payment.teleported"] },
        })
      ).status,
    ).toBe(400);
  });

  it("keeps sellers to their own endpoints", async () => {
    const receiver = await startReceiver();
    const a = await sellerWithWebhook(receiver.url);
    const b = await createUserAndLogin(api, { approved: true });
    expect((await api.delete(`/api/v1/seller-webhooks/${a.webhook.id}`, { token: b.access })).status).toBe(404);
    expect((await api.get(`/api/v1/seller-webhooks/${a.webhook.id}/deliveries`, { token: b.access })).status).toBe(404);
  });
});

describe("delivery", () => {
  it("delivers payment.finished with a Standard Webhooks signature that verifies", async () => {
    const receiver = await startReceiver();
    const seller = await sellerWithWebhook(receiver.url, ["payment.finished"]);
    const paymentId = await finishPayment(seller.user.id);
    expect(await deliverDueWebhooks()).toBeGreaterThanOrEqual(1);
    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received as [{ headers: Record<string, string>; body: string }];
    const event = JSON.parse(body);
    expect(event).toMatchObject({ type: "payment.finished", data: { id: paymentId, status: "FINISHED", amount: 100 } });
    expect(headers["webhook-id"]).toBe(event.id);
    // By hand, as the Standard Webhooks spec defines it, and with the reference library.
    const key = Buffer.from(seller.webhook.secret.slice("whsec_".length), "base64");
    const expected = createHmac("sha256", key)
      .update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`)
      .digest("base64");
    expect(headers["webhook-signature"]).toBe(`v1,${expected}`);
    expect(() => new Webhook(seller.webhook.secret).verify(body, headers)).not.toThrow();
    const log = await api.get(`/api/v1/seller-webhooks/${seller.webhook.id}/deliveries`, { token: seller.access });
    expect(log.body.data[0]).toMatchObject({
      eventType: "payment.finished",
      status: "SUCCEEDED",
      attempts: 1,
      lastStatusCode: 200,
      lastResponse: "ok",
    });
  });

  it("retries after two 500s and succeeds once, every attempt recorded", async () => {
    const receiver = await startReceiver();
    const seller = await sellerWithWebhook(receiver.url, ["payment.finished"]);
    await finishPayment(seller.user.id);
    receiver.respond(500, 500);
    let now = Date.now();
    for (let i = 0; i < 5; i++) {
      await deliverDueWebhooks({ now: new Date(now), retryDelaysMs: SHORT_DELAYS });
      now += 70_000;
    }
    expect(receiver.received.map((r) => JSON.parse(r.body).type)).toEqual([
      "payment.finished",
      "payment.finished",
      "payment.finished",
    ]);
    const delivery = await db().webhookDelivery.findFirstOrThrow({ where: { webhookId: seller.webhook.id } });
    expect(delivery).toMatchObject({ status: "SUCCEEDED", attempts: 3 });
    const attempts = await db().webhookAttempt.findMany({
      where: { deliveryId: delivery.id },
      orderBy: { number: "asc" },
    });
    expect(attempts.map((a) => a.statusCode)).toEqual([500, 500, 200]);
    expect(new Set(receiver.received.map((r) => r.headers["webhook-id"])).size).toBe(1);
  });

  it("loses nothing while the receiver is down, and gives up after the last attempt", async () => {
    const receiver = await startReceiver();
    const seller = await sellerWithWebhook(receiver.url);
    await finishPayment(seller.user.id);
    await receiver.stop();
    let now = Date.now();
    for (let i = 0; i < 3; i++) {
      await deliverDueWebhooks({ now: new Date(now), retryDelaysMs: SHORT_DELAYS });
      now += 400_000;
    }
    const failing = await db().webhookDelivery.findMany({ where: { webhookId: seller.webhook.id } });
    expect(failing.every((d) => d.status === "PENDING" && d.lastError)).toBe(true);
    await receiver.restart();
    for (let i = 0; i < 3; i++) {
      await deliverDueWebhooks({ now: new Date(now), retryDelaysMs: SHORT_DELAYS });
      now += 400_000;
    }
    expect(receiver.received.map((r) => JSON.parse(r.body).type).sort()).toEqual([
      "payment.created",
      "payment.finished",
      "payment.pending",
    ]);

    receiver.setFallback(503);
    const doomed = await finishPayment(seller.user.id);
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      await deliverDueWebhooks({ now: new Date(now), retryDelaysMs: SHORT_DELAYS });
      now += 400_000;
    }
    const failed = await db().webhookDelivery.findMany({
      where: { webhookId: seller.webhook.id, payload: { path: ["data", "id"], equals: doomed } },
    });
    expect(failed.map((d) => `${d.status} ${d.attempts}`)).toEqual([
      `FAILED ${MAX_ATTEMPTS}`,
      `FAILED ${MAX_ATTEMPTS}`,
      `FAILED ${MAX_ATTEMPTS}`,
    ]);

    receiver.setFallback(200);
    const resent = await api.post(`/api/v1/seller-webhooks/${seller.webhook.id}/deliveries/${failed[0]!.id}/resend`, {
      token: seller.access,
    });
    expect(resent.body).toMatchObject({ status: "SUCCEEDED", lastStatusCode: 200 });
  });

  it("never has two workers send the same delivery at once", async () => {
    const receiver = await startReceiver();
    const seller = await sellerWithWebhook(receiver.url);
    await finishPayment(seller.user.id);
    await Promise.all(Array.from({ length: 5 }, () => deliverDueWebhooks()));
    expect(receiver.received).toHaveLength(3);
  });

  it("writes each delivery and attempt, of an event or a test, with its endpoint's seller", async () => {
    const receiver = await startReceiver();
    const sellers = [await sellerWithWebhook(receiver.url), await sellerWithWebhook(receiver.url)];
    for (const seller of sellers) {
      await finishPayment(seller.user.id);
      await api.post(`/api/v1/seller-webhooks/${seller.webhook.id}/test`, { token: seller.access });
    }
    while ((await deliverDueWebhooks()) > 0);

    for (const seller of sellers) {
      const deliveries = await db().webhookDelivery.findMany({
        where: { webhookId: seller.webhook.id },
        include: { webhook: { select: { sellerId: true } } },
      });
      expect(deliveries.map((delivery) => delivery.eventType).sort()).toEqual([
        "payment.created",
        "payment.finished",
        "payment.pending",
        "webhook.test",
      ]);
      for (const delivery of deliveries) expect(delivery.sellerId).toBe(delivery.webhook.sellerId);
      expect(new Set(deliveries.map((delivery) => delivery.sellerId))).toEqual(new Set([seller.user.id]));

      const attempts = await db().webhookAttempt.findMany({
        where: { deliveryId: { in: deliveries.map((delivery) => delivery.id) } },
      });
      expect(attempts).toHaveLength(4);
      const sellerOf = new Map(deliveries.map((delivery) => [delivery.id, delivery.sellerId]));
      for (const attempt of attempts) expect(attempt.sellerId).toBe(sellerOf.get(attempt.deliveryId));
    }
  });

  it("sends a test event on demand", async () => {
    const receiver = await startReceiver();
    const seller = await sellerWithWebhook(receiver.url);
    receiver.respond(418);
    const test = await api.post(`/api/v1/seller-webhooks/${seller.webhook.id}/test`, { token: seller.access });
    expect(test.body).toMatchObject({
      eventType: "webhook.test",
      status: "PENDING",
      lastStatusCode: 418,
      lastResponse: "erro 418",
    });
    expect(JSON.parse(receiver.received[0]!.body).type).toBe("webhook.test");
  });

  it("says in words why a test delivery failed, and keeps the technical code for support", async () => {
    const receiver = await startReceiver();
    const seller = await sellerWithWebhook(receiver.url);
    const path = `/api/v1/seller-webhooks/${seller.webhook.id}/test`;

    // A name that stopped resolving after the endpoint was registered (.invalid never resolves).
    await db().sellerWebhook.update({ where: { id: seller.webhook.id }, data: { url: "http://loja.invalid/webhook" } });
    const unresolved = await api.post(path, { token: seller.access });
    expect(unresolved.body).toMatchObject({
      status: "PENDING",
      lastStatusCode: null,
      lastErrorCode: "ENOTFOUND",
      lastError: expect.stringContaining("getaddrinfo ENOTFOUND"),
      failureReason: expect.stringMatching(/^Endereço não encontrado/),
    });
    expect(unresolved.body.failureReason).not.toContain("ENOTFOUND");

    await db().sellerWebhook.update({ where: { id: seller.webhook.id }, data: { url: receiver.url } });
    await receiver.stop();
    const refused = await api.post(path, { token: seller.access });
    expect(refused.body).toMatchObject({
      lastErrorCode: "ECONNREFUSED",
      failureReason: expect.stringMatching(/^Conexão recusada/),
    });

    await receiver.restart();
    receiver.respond(404);
    const notFound = await api.post(path, { token: seller.access });
    expect(notFound.body).toMatchObject({
      lastStatusCode: 404,
      lastErrorCode: null,
      failureReason: expect.stringMatching(/caminho não existe \(HTTP 404\)/),
    });
    const delivered = await api.post(path, { token: seller.access });
    expect(delivered.body).toMatchObject({ status: "SUCCEEDED", lastErrorCode: null, failureReason: null });

    const deliveries = await db().webhookDelivery.findMany({ where: { webhookId: seller.webhook.id } });
    const attempts = await db().webhookAttempt.findMany({
      where: { deliveryId: { in: deliveries.map((delivery) => delivery.id) } },
      orderBy: { createdAt: "asc" },
    });
    expect(attempts.map((attempt) => attempt.errorCode)).toEqual(["ENOTFOUND", "ECONNREFUSED", null, null]);
  });

  it("writes events only for subscribed types and announces enterprise decisions", async () => {
    const receiver = await startReceiver();
    const seller = await sellerWithWebhook(receiver.url, ["payment.refunded", "enterprise.approved"]);
    await finishPayment(seller.user.id);
    expect(await db().webhookDelivery.count({ where: { webhookId: seller.webhook.id } })).toBe(0);
    const admin = await createUserAndLogin(api, { role: "admin" });
    const enterprise = await createSubmittedEnterprise(api, seller.access);
    await api.post(`/api/v1/admin/enterprises/${enterprise.id}/approve`, { token: admin.access });
    const deliveries = await db().webhookDelivery.findMany({ where: { webhookId: seller.webhook.id } });
    expect(deliveries.map((d) => d.eventType)).toEqual(["enterprise.approved"]);
    expect(deliveries[0]!.payload).toMatchObject({
      type: "enterprise.approved",
      data: { id: enterprise.id, status: "APPROVED" },
    });
    const examples = await api.get("/api/v1/status/events");
    expect(examples.body.map((e: { type: string }) => e.type)).toHaveLength(19);
    expect(examples.body.find((e: { type: string }) => e.type === "withdrawal.failed").data).toMatchObject({
      status: "FAILED",
      failureReason: expect.any(String),
    });
    expect(examples.body.find((e: { type: string }) => e.type === "withdrawal.returned").data).toMatchObject({
      status: "COMPLETED",
      returnedAmount: 298,
    });
  });
});

describe("integration credentials", () => {
  it("issues a key pair once, masks it after, and the API login token works only on the seller's API", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    expect((await api.get("/api/v1/integrations/credentials", { token: seller.access })).body).toEqual({
      publicKey: null,
      privateKey: null,
      createdAt: null,
    });
    const keys = (await api.put("/api/v1/integrations/credentials/regenerate", { token: seller.access })).body;
    expect(keys.privateKey).toMatch(/^sk_[A-Za-z0-9]{40}$/);
    const masked = (await api.get("/api/v1/integrations/credentials", { token: seller.access })).body;
    expect(masked).toEqual({
      publicKey: keys.publicKey,
      privateKey: `sk_…${keys.privateKey.slice(-4)}`,
      createdAt: expect.any(String),
    });
    expect(await db().integrationCredential.findFirst({ where: { privateKeyHash: keys.privateKey } })).toBeNull();

    const login = await api.post("/api/v1/api/auth/login", {
      body: { publicKey: keys.publicKey, privateKey: keys.privateKey },
    });
    expect(login.status).toBe(200);
    const token = login.body.tokens.access;
    expect((await api.get("/api/v1/payments", { token })).status).toBe(200);
    expect((await api.get("/api/v1/seller-balances/me", { token })).status).toBe(200);
    expect((await api.post("/api/v1/payments", { token, body: { amount: 20, customer: buyer() } })).status).toBe(201);
    for (const [method, path] of [
      ["get", "/api/v1/admin/members"],
      ["get", "/api/v1/integrations/credentials"],
      ["put", "/api/v1/integrations/credentials/regenerate"],
      ["get", `/api/v1/users/${seller.user.id}`],
      ["get", "/api/v1/seller-webhooks"],
      ["get", "/api/v1/enterprises"],
    ] as const) {
      const response = await api[method](path, { token });
      expect(response.status, path).toBe(403);
    }
    expect(
      (await api.post("/api/v1/withdrawals", { token, body: { amount: 20, pixKey: "fulano@example.com" } })).status,
    ).toBe(403);

    const wrong = await api.post("/api/v1/api/auth/login", {
      body: { publicKey: keys.publicKey, privateKey: `${keys.privateKey}x` },
    });
    expect(wrong.status).toBe(401);
    const regenerated = (await api.patch("/api/v1/integrations/credentials", { token: seller.access })).body;
    expect((await api.get("/api/v1/payments", { token })).status).toBe(401);
    expect(
      (await api.post("/api/v1/api/auth/login", { body: { publicKey: keys.publicKey, privateKey: keys.privateKey } }))
        .status,
    ).toBe(401);
    expect((await api.post("/api/v1/api/auth/login", { body: regenerated })).status).toBe(400);
    expect(
      (
        await api.post("/api/v1/api/auth/login", {
          body: { publicKey: regenerated.publicKey, privateKey: regenerated.privateKey },
        })
      ).status,
    ).toBe(200);
    expect(await db().auditLog.count({ where: { entityId: seller.user.id, action: "credentials.regenerated" } })).toBe(
      2,
    );
  });
});

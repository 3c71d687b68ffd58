import { randomUUID } from "node:crypto";
import { cpf } from "cpf-cnpj-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { requestFingerprint } from "@/lib/http/idempotency";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { purgeExpiredKeys } from "@/lib/jobs/maintenance";
import { type ChargeIntentPayload, resumeChargeIntents, txidOf } from "./issue-charge";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

/**
 * What a process that died between recording the intent and the provider's answer leaves behind:
 * the intent and its claimed Idempotency-Key, and no payment.
 */
async function interruptedCharge(
  sellerId: string,
  key: string,
  body: unknown,
  createdAt: Date,
  keyExpiresAt = new Date(Date.now() + 3_600_000),
) {
  const id = randomUUID();
  const customer = await db().customer.create({
    data: {
      sellerId,
      name: "Maria Compradora",
      email: "maria@example.com",
      documentType: "CPF",
      documentNumber: cpf.generate(),
    },
  });
  const payload: ChargeIntentPayload = {
    answer: "seller",
    customerId: customer.id,
    paymentLinkId: null,
    externalId: null,
    amount: 4_200,
    serviceFee: 100,
    gatewayFee: 50,
    customerName: customer.name,
    customerEmail: customer.email,
    payer: { name: customer.name, documentType: "CPF", documentNumber: customer.documentNumber },
    description: null,
    metadata: null,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    merchantName: "Loja",
    merchantCity: "Sao Paulo",
  };
  const scope = `${sellerId}:POST /api/v1/payments`;
  await db().chargeIntent.create({
    data: {
      id,
      sellerId,
      provider: "sandbox",
      txid: txidOf(id),
      payload,
      idempotencyScope: scope,
      idempotencyKey: key,
      createdAt,
    },
  });
  await db().idempotencyKey.create({
    data: {
      scope,
      key,
      sellerId,
      requestHash: requestFingerprint("POST", "/api/v1/payments", body),
      responseStatus: 0,
      responseBody: { ref: id },
      expiresAt: keyExpiresAt,
    },
  });
  return id;
}

describe("charge intents", () => {
  it("record the payment under the intent's id, with a txid a cob accepts, and leave no intent pending", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const created = await api.post("/api/v1/payments", {
      token: seller.access,
      body: { amount: 42, customer: buyer() },
    });
    expect(created.status).toBe(201);
    const intent = await db().chargeIntent.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(intent).toMatchObject({ state: "DONE", sellerId: seller.user.id });
    expect(intent.txid).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    expect((await db().payment.findFirstOrThrow({ where: { id: created.body.id } })).txid).toBe(intent.txid);
  });

  it("a client retrying with the same key resumes an interrupted intent: one payment, and the key answers it", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const body = { amount: 42, customer: buyer() };
    const id = await interruptedCharge(seller.user.id, "retry-after-crash", body, new Date());
    expect(await db().payment.count({ where: { sellerId: seller.user.id } })).toBe(0);

    const headers = { "idempotency-key": "retry-after-crash" };
    const [first, second] = await Promise.all(
      [1, 2].map(() => api.post("/api/v1/payments", { token: seller.access, body, headers })),
    );
    expect(first!.status).toBe(201);
    expect(first!.body.id).toBe(id);
    expect(second!.body).toEqual(first!.body);
    expect(await db().payment.count({ where: { sellerId: seller.user.id } })).toBe(1);
    expect((await db().idempotencyKey.findFirstOrThrow({ where: { key: "retry-after-crash" } })).responseStatus).toBe(
      200,
    );
    expect((await api.post("/api/v1/payments", { token: seller.access, body, headers })).body).toEqual(first!.body);
  });

  it("a key whose request died more than 24 h ago still resumes its intent instead of charging again, and is kept 24 h from its answer", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const body = { amount: 42, customer: buyer() };
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    const id = await interruptedCharge(
      seller.user.id,
      "crashed-yesterday",
      body,
      dayAgo,
      new Date(Date.now() - 3_600_000),
    );
    const answered = {
      scope: "lapsed",
      key: "answered",
      sellerId: seller.user.id,
      requestHash: "h",
      responseStatus: 200,
      responseBody: {},
    };
    await db().idempotencyKey.create({ data: { ...answered, expiresAt: new Date(Date.now() - 1000) } });
    // Neither the purge nor the next claim may drop a key whose operation is still under way; answered ones go.
    await purgeExpiredKeys();
    expect(await db().idempotencyKey.count({ where: { scope: "lapsed" } })).toBe(0);

    const headers = { "idempotency-key": "crashed-yesterday" };
    const retry = await api.post("/api/v1/payments", { token: seller.access, body, headers });
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(id);
    expect(await db().chargeIntent.count({ where: { sellerId: seller.user.id } })).toBe(1);
    const key = await db().idempotencyKey.findFirstOrThrow({ where: { key: "crashed-yesterday" } });
    expect(key.responseStatus).toBe(200);
    expect(key.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect((await api.post("/api/v1/payments", { token: seller.access, body, headers })).body).toEqual(retry.body);
  });

  it("the job finishes intents left pending for minutes and leaves fresh ones to their request", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const stale = await interruptedCharge(seller.user.id, "stale", { a: 1 }, new Date(Date.now() - 5 * 60_000));
    const fresh = await interruptedCharge(seller.user.id, "fresh", { a: 2 }, new Date());
    await resumeChargeIntents();
    expect((await db().chargeIntent.findUniqueOrThrow({ where: { id: stale } })).state).toBe("DONE");
    expect((await db().chargeIntent.findUniqueOrThrow({ where: { id: fresh } })).state).toBe("PENDING_PROVIDER");
    const payment = await db().payment.findFirstOrThrow({ where: { id: stale } });
    expect(payment).toMatchObject({ status: "CREATED", amount: 4_200, purchaser: "sandbox" });
    const events = await db().outboxEvent.findMany({ where: { sellerId: seller.user.id, type: "payment.created" } });
    expect(events).toHaveLength(1);
    // The payment is listed once the provider answered; the fresh intent is not.
    const listed = await api.get("/api/v1/payments", { token: seller.access });
    expect(listed.body.data.map((p: { id: string }) => p.id)).toEqual([stale]);
  });
});

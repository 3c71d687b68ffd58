// Issue 24: a real PSP misbehaving, played by the stand-in over HTTPS with client certificates, and
// what the platform answers its callers meanwhile.
import http from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionActor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { logger } from "@/lib/log";
import { pspCredentialsRefusal } from "@/lib/pix/api-pix/provider-health";
import { resumeRefunds } from "@/lib/refunds/service";
import { startApiPixApp } from "@/lib/testing/api-pix";
import type { ApiClient } from "@/lib/testing/http";
import { buyer, expectLedgerConsistent, fundSeller } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { resumeChargeIntents } from "./issue-charge";

const SECRET = "notificacoes-do-psp-de-testes-0123456789";

let app: Awaited<ReturnType<typeof startApiPixApp>>;
let api: ApiClient;
let baseUrl: string;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  app = await startApiPixApp(SECRET, { refundDelayMs: 100 });
  api = app.api;
  baseUrl = app.baseUrl;
  seller = await createUserAndLogin(api, { approved: true });
  await fundSeller(seller.user.id, 100_000);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await control("POST", "/reset");
});

afterAll(() => app.psp.close());

const control = (method: string, path: string, json?: unknown) => app.control(method, path, json);
const switches = (json: Record<string, unknown>) => control("PUT", "/switches", json);
const sentToPsp = async (method: string, pathPrefix: string) =>
  ((await control("GET", "/requests")).body as { method: string; path: string }[]).filter(
    (r) => r.method === method && r.path.startsWith(pathPrefix),
  );

/** Waits, for a PSP that settles devoluções and notifies a moment after it is asked. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 50 });

const paymentOf = async (id: string) => (await api.get(`/api/v1/payments/${id}`, { token: seller.access })).body;
const charge = (amount: number, headers: Record<string, string> = {}) =>
  api.post("/api/v1/payments", { token: seller.access, body: { amount, customer: buyer() }, headers });
const refund = (paymentId: string, amount: number, headers: Record<string, string> = {}) =>
  api.post(`/api/v1/payments/${paymentId}/refunds`, { token: seller.access, body: { amount }, headers });
const refundsOf = async (paymentId: string) =>
  (await api.get(`/api/v1/payments/${paymentId}/refunds`, { token: seller.access })).body.data;
const availableBalance = async () =>
  (await api.get("/api/v1/seller-balances/me", { token: seller.access })).body.availableBalance as number;
const DEVOLUCAO_PUT = "^PUT /v2/pix/[^/]+/devolucao/";

/** A charge paid at the PSP and settled by its notification. */
async function paidCharge(amount: number) {
  const created = await charge(amount);
  const { endToEndId } = (await control("POST", `/cob/${created.body.id.replaceAll("-", "")}/pay`, {})).body.pix;
  await eventually(async () => expect((await paymentOf(created.body.id)).status).toBe("FINISHED"));
  return { paymentId: created.body.id as string, endToEndId: endToEndId as string };
}

/**
 * POSTs a notification whose body is still being sent when the answer comes: a first chunk, then
 * nothing more, the request never ended. Answers the status, or null if none came within `waitMs`.
 */
function notifyWithEndlessBody(secret: string, headers: Record<string, string> = {}, waitMs = 3000) {
  return new Promise<number | null>((resolve, reject) => {
    const request = http.request(`${baseUrl}/api/v1/providers/api-pix/notifications/${secret}/pix`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
    });
    const timer = setTimeout(() => {
      request.destroy();
      resolve(null);
    }, waitMs);
    request.on("response", (response) => {
      clearTimeout(timer);
      response.resume();
      request.destroy();
      resolve(response.statusCode ?? null);
    });
    request.on("error", (error) => {
      if (!request.destroyed) reject(error);
    });
    request.write('{"pix": [');
  });
}

describe("the notification route", () => {
  it("refuses a wrong secret before reading the body: a body that never ends, or one too large, still gets its 401", async () => {
    expect(await notifyWithEndlessBody("wrong-secret-0123456789-0123456789-01")).toBe(401);
    expect(
      await notifyWithEndlessBody("wrong-secret-0123456789-0123456789-01", { "content-length": String(50 << 20) }),
    ).toBe(401);
    // The right secret reads the body as before: a malformed one is a 400.
    const malformed = await api.post(`/api/v1/providers/api-pix/notifications/${SECRET}`, {
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
  });
});

describe("an answer off the spec", () => {
  it("in a field no money depends on (a 31-character rtrId) is logged once, naming it, and the refund goes on as usual", async () => {
    const { paymentId, endToEndId } = await paidCharge(20);
    const before = await availableBalance();
    await switches({ offSpec: { path: "rtrId", value: "D".repeat(31) }, failMatch: DEVOLUCAO_PUT });
    const warn = vi.spyOn(logger(), "warn");
    const answered = await refund(paymentId, 5);
    expect(answered.status).toBe(201);
    expect(answered.body.status).toBe("PROCESSING");
    const offSpec = warn.mock.calls.filter(([fields]) => JSON.stringify(fields).includes("rtrId"));
    expect(offSpec).toHaveLength(1);
    expect(offSpec[0]![0]).toMatchObject({ fields: ["rtrId"] });
    await eventually(async () => expect((await refundsOf(paymentId))[0].status).toBe("DONE"));
    expect(await sentToPsp("PUT", `/v2/pix/${endToEndId}/devolucao/`)).toHaveLength(1);
    expect(await paymentOf(paymentId)).toMatchObject({ refundedAmount: 5 });
    expect(await availableBalance()).toBeCloseTo(before - 5, 2);
    await expectLedgerConsistent();
  });

  it(
    "in an amount answers 502 PSP_INVALID_ANSWER and keeps the refund PROCESSING, the same one a day later, until the job reads it right",
    { timeout: 20_000 },
    async () => {
      const { paymentId, endToEndId } = await paidCharge(20);
      const before = await availableBalance();
      await switches({ dropWebhooks: true, offSpec: { path: "valor", value: "5" }, failMatch: DEVOLUCAO_PUT });
      const headers = { "idempotency-key": "odd-amount-1" };
      const odd = await refund(paymentId, 5, headers);
      expect(odd.status).toBe(502);
      expect(odd.body.code).toBe("PSP_INVALID_ANSWER");
      expect(await refundsOf(paymentId)).toEqual([expect.objectContaining({ status: "PROCESSING", amount: 5 })]);
      expect(await availableBalance()).toBeCloseTo(before - 5, 2);

      // A day later the PSP still answers so, and the client retries with its key: the same refund, asked again.
      await db().idempotencyKey.updateMany({
        where: { key: "odd-amount-1" },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      await switches({ offSpec: { path: "valor", value: "5" } });
      expect((await refund(paymentId, 5, headers)).status).toBe(502);
      expect(await db().refund.count({ where: { paymentId } })).toBe(1);

      // The PSP answers right again: the job asks by the same devolução id and records what it says.
      const [row] = await db().refund.findMany({ where: { paymentId } });
      await eventually(async () => {
        await resumeRefunds(new Date(Date.now() + 3 * 60_000));
        expect((await db().refund.findUniqueOrThrow({ where: { id: row!.id } })).status).toBe("DONE");
      });
      const devolucoes = await sentToPsp("PUT", `/v2/pix/${endToEndId}/devolucao/`);
      expect(new Set(devolucoes.map((put) => put.path))).toEqual(new Set([devolucoes[0]!.path]));
      expect(await paymentOf(paymentId)).toMatchObject({ refundedAmount: 5 });
      expect(await availableBalance()).toBeCloseTo(before - 5, 2);
      await expectLedgerConsistent();
    },
  );

  it("of a cob: an odd creation time is read past, an odd status answers 502 and the job issues the charge later", async () => {
    await switches({ offSpec: { path: "calendario.criacao", value: "ontem" }, failMatch: "^PUT /v2/cob/" });
    expect((await charge(8)).status).toBe(201);

    await switches({ offSpec: { path: "status", value: "ativa" }, failMatch: "^PUT /v2/cob/" });
    const odd = await charge(9, { "idempotency-key": "odd-cob-1" });
    expect(odd.status).toBe(502);
    expect(odd.body.code).toBe("PSP_INVALID_ANSWER");
    const intent = await db().chargeIntent.findFirstOrThrow({ where: { idempotencyKey: "odd-cob-1" } });
    expect(intent.state).toBe("PENDING_PROVIDER");
    await resumeChargeIntents(new Date(Date.now() + 3 * 60_000));
    expect((await db().chargeIntent.findUniqueOrThrow({ where: { id: intent.id } })).state).toBe("DONE");
    expect(await paymentOf(intent.id)).toMatchObject({ status: "CREATED", amount: 9 });
  });
});

describe("a PSP refusing our credentials", () => {
  it(
    "answers 503 PSP_UNAVAILABLE and keeps every intent, shows since when on the admin home, and is forgotten on the next success",
    { timeout: 20_000 },
    async () => {
      const { paymentId } = await paidCharge(20);
      const admin = sessionActor((await createUserAndLogin(api, { role: "admin" })).user);
      const before = await availableBalance();
      expect(await pspCredentialsRefusal(admin)).toBeNull();
      await switches({ refuseCredentials: true });
      const errors = vi.spyOn(logger(), "error");

      const refused = await charge(7, { "idempotency-key": "refused-credentials-1" });
      expect(refused.status).toBe(503);
      expect(refused.body.code).toBe("PSP_UNAVAILABLE");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      const refunded = await refund(paymentId, 5);
      expect(refunded.status).toBe(503);
      expect(refunded.body.code).toBe("PSP_UNAVAILABLE");
      // One error line says it (once a minute at most), not one per request.
      expect(errors.mock.calls).toEqual([
        [{ psp: "401 invalid_client", detail: undefined }, expect.stringMatching(/^the PSP refuses our credentials/)],
      ]);

      const intent = await db().chargeIntent.findFirstOrThrow({ where: { idempotencyKey: "refused-credentials-1" } });
      expect(intent.state).toBe("PENDING_PROVIDER");
      expect(await refundsOf(paymentId)).toEqual([expect.objectContaining({ status: "PROCESSING", amount: 5 })]);
      expect(await availableBalance()).toBeCloseTo(before - 5, 2);
      const refusal = await pspCredentialsRefusal(admin);
      expect(refusal).toMatchObject({ since: expect.any(Date), detail: "401 invalid_client" });
      expect(Date.now() - refusal!.since.getTime()).toBeLessThan(10_000);
      await expect(pspCredentialsRefusal(sessionActor(seller.user))).rejects.toMatchObject({ code: "FORBIDDEN" });

      await switches({ refuseCredentials: false });
      await resumeChargeIntents(new Date(Date.now() + 3 * 60_000));
      expect((await db().chargeIntent.findUniqueOrThrow({ where: { id: intent.id } })).state).toBe("DONE");
      expect(await pspCredentialsRefusal(admin)).toBeNull();
      await eventually(async () => {
        await resumeRefunds(new Date(Date.now() + 3 * 60_000));
        expect((await refundsOf(paymentId))[0].status).toBe("DONE");
      });
      expect(await availableBalance()).toBeCloseTo(before - 5, 2);
      await expectLedgerConsistent();
    },
  );
});

import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { CobPutRequestSchema, DevolucaoPutRequestSchema } from "@/lib/pix/api-pix/spec";
import { apiPixProvider } from "@/lib/pix/providers";
import { resumeRefunds } from "@/lib/refunds/service";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { startProcess } from "@/lib/testing/processes";
import { buyer, expectLedgerConsistent, fundSeller } from "@/lib/testing/payments";
import { until } from "@/lib/testing/until";
import { createUserAndLogin } from "@/lib/testing/users";
import { apiPixSettingsFor, DEMO_RECEIVER_KEY } from "@/scripts/psp/app-settings";
import { type PspStandIn, startPspStandIn } from "@/scripts/psp/stand-in";
import { pspRequest, type Tls } from "@/scripts/psp/testing";
import { resumeChargeIntents } from "./issue-charge";
import { pollPixProvider } from "./poll-provider";
import { expireDuePayments } from "./withdraw-charge";

// The whole API Pix cycle over real HTTPS with client certificates, against the PSP stand-in:
// what the app sends is checked against the schemas written from Banco Central's document.
const SECRET = "notificacoes-do-psp-de-testes-0123456789";

let psp: PspStandIn;
let tls: Tls;
let api: ApiClient;
let baseUrl: string;
let pixSettings: Record<string, string>;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  psp = await startPspStandIn({ refundDelayMs: 150 });
  tls = { ca: psp.pki.caCert, cert: psp.pki.clientCert, key: psp.pki.clientKey };
  pixSettings = apiPixSettingsFor(psp, { webhookSecret: SECRET });
  // Read once, lazily, by lib/env.ts: set before anything asks for a setting.
  Object.assign(process.env, pixSettings);
  baseUrl = (await startApiServer()).baseUrl;
  api = apiClient(baseUrl);
  await apiPixProvider().registerWebhook(`${baseUrl}/api/v1/providers/api-pix/notifications/${SECRET}`);
  seller = await createUserAndLogin(api, { approved: true });
});

afterAll(() => psp.close());

const control = (method: string, path: string, json?: unknown) =>
  pspRequest(tls, method, `${psp.controlUrl}${path}`, { json });
const switches = (json: Record<string, unknown>) => control("PUT", "/switches", json);
const sentToPsp = async (method: string, pathPrefix: string) =>
  ((await control("GET", "/requests")).body as { method: string; path: string; body?: unknown }[]).filter(
    (r) => r.method === method && r.path.startsWith(pathPrefix),
  );

// A fresh server process loads its route modules on its first request: seconds on a loaded 2-core machine.
const CHILD_FIRST_CALL_MS = 30_000;

const paymentOf = async (id: string) => (await api.get(`/api/v1/payments/${id}`, { token: seller.access })).body;
const charge = (amount: number, headers: Record<string, string> = {}) =>
  api.post("/api/v1/payments", { token: seller.access, body: { amount, customer: buyer() }, headers });

/** A charge paid at the PSP and settled by its notification. */
async function paidCharge(amount: number) {
  const created = await charge(amount);
  const { endToEndId } = (await control("POST", `/cob/${created.body.id.replaceAll("-", "")}/pay`, {})).body.pix;
  await until(
    () => paymentOf(created.body.id),
    (p) => p.status === "FINISHED",
    "settled",
  );
  return { created, endToEndId: endToEndId as string };
}

const availableBalance = async () =>
  (await api.get("/api/v1/seller-balances/me", { token: seller.access })).body.availableBalance as number;

describe("a charge through API Pix", () => {
  it("is issued by PUT /cob with a txid from our id, paid, notified, settled, then refunded in parts", async () => {
    const created = await charge(42);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ purchaser: "api-pix", status: "CREATED" });
    const txid = created.body.id.replaceAll("-", "");
    const [put] = await sentToPsp("PUT", `/v2/cob/${txid}`);
    const cob = CobPutRequestSchema.parse(put!.body);
    expect(cob).toMatchObject({
      valor: { original: "42.00" },
      chave: DEMO_RECEIVER_KEY,
      calendario: { expiracao: 3600 },
    });
    expect(cob.devedor).toMatchObject({ nome: "Maria Compradora" });
    expect(created.body.qrCode).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);

    await control("POST", `/cob/${txid}/pay`, {});
    await until(
      () => paymentOf(created.body.id),
      (p) => p.status === "FINISHED",
      "settled by the notification",
    );
    const e2e = (await db().payment.findFirstOrThrow({ where: { id: created.body.id } })).endToEndId!;
    expect(e2e).toMatch(/^E\d{8}\d{12}[a-zA-Z0-9]{11}$/);

    await fundSeller(seller.user.id, 10_000);
    for (const [amount, refunded] of [
      [10, 10],
      [12, 22],
      [undefined, 42],
    ] as const) {
      const refund = await api.post(`/api/v1/payments/${created.body.id}/refunds`, {
        token: seller.access,
        body: amount === undefined ? {} : { amount },
      });
      expect(refund.status).toBe(201);
      expect(refund.body.status).toBe("PROCESSING");
      await until(
        async () =>
          (await api.get(`/api/v1/payments/${created.body.id}/refunds`, { token: seller.access })).body.data[0].status,
        (s) => s === "DONE",
        "devolução done",
      );
      expect((await paymentOf(created.body.id)).refundedAmount).toBe(refunded);
    }
    expect((await paymentOf(created.body.id)).status).toBe("REFUNDED");
    const devolucoes = await sentToPsp("PUT", `/v2/pix/${e2e}/devolucao/`);
    expect(devolucoes.map((request) => DevolucaoPutRequestSchema.parse(request.body))).toEqual(
      [
        { valor: "10.00", natureza: "ORIGINAL" },
        { valor: "12.00", natureza: "ORIGINAL" },
        { valor: "20.00", natureza: "ORIGINAL" },
      ].map((expected) => expect.objectContaining(expected)),
    );
    await expectLedgerConsistent();
  });

  it("gives the held amount back when the PSP cannot return the money, and records a MED devolução the PSP made itself", async () => {
    const { created, endToEndId } = await paidCharge(30);

    const before = await availableBalance();
    await switches({ refundOutcome: "NAO_REALIZADO" });
    const refused = await api.post(`/api/v1/payments/${created.body.id}/refunds`, {
      token: seller.access,
      body: { amount: 5 },
    });
    expect(refused.body.status).toBe("PROCESSING");
    expect(await availableBalance()).toBeCloseTo(before - 5, 2);
    const failed = await until(
      async () => (await api.get(`/api/v1/payments/${created.body.id}/refunds`, { token: seller.access })).body.data[0],
      (r) => r.status === "FAILED",
      "devolução refused",
    );
    expect(failed.failureReason).toBeTruthy();
    expect(await availableBalance()).toBeCloseTo(before, 2);
    await control("POST", "/reset");

    await control("POST", `/pix/${endToEndId}/devolucao`, { valor: "30.00", natureza: "MED_FRAUDE" });
    const med = await until(
      async () => (await api.get(`/api/v1/payments/${created.body.id}/refunds`, { token: seller.access })).body.data,
      (rows) => rows.some((r: { nature: string; status: string }) => r.nature === "MED_FRAUDE" && r.status === "DONE"),
      "MED recorded",
    );
    expect(med[0]).toMatchObject({ amount: 30, nature: "MED_FRAUDE", status: "DONE" });
    expect(await paymentOf(created.body.id)).toMatchObject({ status: "REFUNDED", refundedAmount: 30 });
    expect(await availableBalance()).toBeCloseTo(before - 30, 2);
    const events = await db().outboxEvent.findMany({
      where: { sellerId: seller.user.id, type: { in: ["refund.failed", "refund.completed"] } },
    });
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(["refund.failed", "refund.completed"]));
    await expectLedgerConsistent();
  });

  it("issues one cob when the PSP created it and its answer was lost: the repeat by the same txid answers that cob", async () => {
    await switches({ loseNext: 1, failMatch: "^PUT /v2/cob/" });
    const created = await charge(12);
    expect(created.status).toBe(201);
    const txid = created.body.id.replaceAll("-", "");
    expect(await sentToPsp("PUT", `/v2/cob/${txid}`)).toHaveLength(2);
    await control("POST", "/reset");
    expect(await apiPixProvider().getCharge(txid)).toMatchObject({ status: "ACTIVE" });
    expect(created.body.qrCode).toMatch(/^000201/);
    expect(await paymentOf(created.body.id)).toMatchObject({ status: "CREATED", amount: 12 });
    expect(await db().chargeIntent.findUniqueOrThrow({ where: { id: created.body.id } })).toMatchObject({
      state: "DONE",
    });
  });

  it("reads a devolução back when its answer was lost and the PSP refuses the repeat as an id already used: refunded once, the seller not credited back", async () => {
    const { created, endToEndId } = await paidCharge(20);
    const before = await availableBalance();

    // The PSP makes the devolução and the answer never arrives; the client's repeat of the same id is refused.
    await switches({ loseNext: 1, failMatch: "^PUT /v2/pix/[^/]+/devolucao/", refuseRepeats: true });
    const refund = await api.post(`/api/v1/payments/${created.body.id}/refunds`, {
      token: seller.access,
      body: { amount: 5 },
    });
    expect(refund.status).toBe(201);
    // Read back after the client's pause between attempts: the devolução may have settled by then.
    expect(["PROCESSING", "DONE"]).toContain(refund.body.status);
    expect(await sentToPsp("PUT", `/v2/pix/${endToEndId}/devolucao/`)).toHaveLength(2);
    await until(
      async () => (await api.get(`/api/v1/payments/${created.body.id}/refunds`, { token: seller.access })).body.data[0],
      (r) => r.status === "DONE",
      "devolução done",
    );
    await control("POST", "/reset");

    expect((await apiPixProvider().getReceivedPix(endToEndId))?.refunds).toHaveLength(1);
    expect(await paymentOf(created.body.id)).toMatchObject({ status: "FINISHED", refundedAmount: 5 });
    expect(await availableBalance()).toBeCloseTo(before - 5, 2);
    await expectLedgerConsistent();
  });

  it("credits no one for a PIX of another amount, or one that paid a charge already cancelled: both are held, and the admin returns one in a click", async () => {
    const odd = await charge(50);
    const oddPaid = (
      await control("POST", `/cob/${odd.body.id.replaceAll("-", "")}/pay`, { valor: "49.99", force: true })
    ).body.pix;
    const late = await charge(60);
    const cancelled = await api.post(`/api/v1/payments/${late.body.id}/cancel`, { token: seller.access, body: {} });
    expect(cancelled.body.status).toBe("CANCELLED");
    const [patch] = await sentToPsp("PATCH", `/v2/cob/${late.body.id.replaceAll("-", "")}`);
    expect(patch!.body).toEqual({ status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" });
    const latePaid = (await control("POST", `/cob/${late.body.id.replaceAll("-", "")}/pay`, { force: true })).body.pix;

    const outcomeOf = (e2e: string) =>
      until(
        async () => (await db().providerEvent.findFirst({ where: { eventId: `pix:${e2e}` } }))?.outcome,
        (o) => o !== undefined && o !== "received",
        "recorded",
      );
    expect(await outcomeOf(oddPaid.endToEndId)).toBe("amount_mismatch");
    expect(await outcomeOf(latePaid.endToEndId)).toBe("paid_after_cancel");
    expect((await paymentOf(odd.body.id)).status).toBe("CREATED");
    expect((await paymentOf(late.body.id)).status).toBe("CANCELLED");
    expect(
      await db().ledgerJournal.findMany({
        where: { paymentId: { in: [odd.body.id, late.body.id] } },
        select: { kind: true },
      }),
    ).toEqual([{ kind: "UNMATCHED_PIX_HELD" }, { kind: "UNMATCHED_PIX_HELD" }]);

    // The admin's list, and the one click that returns a held PIX to its payer.
    const admin = await createUserAndLogin(api, { role: "admin" });
    expect((await api.get("/api/v1/admin/unmatched-pix", { token: seller.access })).status).toBe(403);
    const held = (await api.get("/api/v1/admin/unmatched-pix?status=HELD", { token: admin.access })).body.data;
    const lateHeld = held.find((row: { endToEndId: string }) => row.endToEndId === latePaid.endToEndId);
    expect(lateHeld).toMatchObject({
      reason: "PAID_AFTER_CANCEL",
      amount: 60,
      paymentId: late.body.id,
      status: "HELD",
    });
    expect(held.find((row: { endToEndId: string }) => row.endToEndId === oddPaid.endToEndId)).toMatchObject({
      reason: "AMOUNT_MISMATCH",
      amount: 49.99,
    });
    const returning = await api.post(`/api/v1/admin/unmatched-pix/${lateHeld.id}/return`, { token: admin.access });
    expect(returning.status).toBe(200);
    expect(returning.body.status).toBe("RETURNING");
    expect(
      (await api.post(`/api/v1/admin/unmatched-pix/${lateHeld.id}/return`, { token: admin.access })).body.code,
    ).toBe("INVALID_STATUS_TRANSITION");
    await until(
      async () => (await db().unmatchedPix.findUniqueOrThrow({ where: { id: lateHeld.id } })).status,
      (status) => status === "RETURNED",
      "returned",
    );
    const [devolucao] = await sentToPsp("PUT", `/v2/pix/${latePaid.endToEndId}/devolucao/`);
    expect(DevolucaoPutRequestSchema.parse(devolucao!.body)).toMatchObject({ valor: "60.00", natureza: "ORIGINAL" });
    expect(await db().auditLog.count({ where: { entityId: lateHeld.id, action: "unmatched_pix.returned" } })).toBe(1);
    expect(await db().refund.count({ where: { paymentId: late.body.id } })).toBe(0);
    await expectLedgerConsistent();
  });

  it("reads a held PIX's return back when its answer was lost and the PSP refuses the repeat: returned once, not failed", async () => {
    const odd = await charge(40);
    const paid = (await control("POST", `/cob/${odd.body.id.replaceAll("-", "")}/pay`, { valor: "39.99", force: true }))
      .body.pix;
    const row = await until(
      () => db().unmatchedPix.findFirst({ where: { endToEndId: paid.endToEndId } }),
      (found) => found?.status === "HELD",
      "held",
    );
    const admin = await createUserAndLogin(api, { role: "admin" });

    await switches({ loseNext: 1, failMatch: "^PUT /v2/pix/[^/]+/devolucao/", refuseRepeats: true });
    const returning = await api.post(`/api/v1/admin/unmatched-pix/${row!.id}/return`, { token: admin.access });
    expect(returning.status).toBe(200);
    expect(["RETURNING", "RETURNED"]).toContain(returning.body.status);
    await until(
      async () => (await db().unmatchedPix.findUniqueOrThrow({ where: { id: row!.id } })).status,
      (status) => status === "RETURNED",
      "returned",
    );
    expect(await sentToPsp("PUT", `/v2/pix/${paid.endToEndId}/devolucao/`)).toHaveLength(2);
    await control("POST", "/reset");
    expect((await apiPixProvider().getReceivedPix(paid.endToEndId))?.refunds).toHaveLength(1);
    await expectLedgerConsistent();
  });

  it("is settled by the poller when the notification never comes", async () => {
    await switches({ dropWebhooks: true });
    try {
      const created = await charge(15);
      await control("POST", `/cob/${created.body.id.replaceAll("-", "")}/pay`, {});
      await sleep(300);
      expect((await paymentOf(created.body.id)).status).toBe("CREATED");
      await pollPixProvider(new Date(Date.now() + 2 * 60_000));
      expect((await paymentOf(created.body.id)).status).toBe("FINISHED");
    } finally {
      await control("POST", "/reset");
    }
  });

  it("ends the expiry run when withdrawing a charge changes nothing (paid with a PIX of another amount, held)", async () => {
    const odd = await charge(18);
    const paid = (await control("POST", `/cob/${odd.body.id.replaceAll("-", "")}/pay`, { valor: "17.99", force: true }))
      .body.pix;
    await until(
      () => db().unmatchedPix.findFirst({ where: { endToEndId: paid.endToEndId } }),
      (found) => found?.status === "HELD",
      "held",
    );
    // One row a batch: the charge that stays CREATED must not be taken again and again.
    await expireDuePayments(new Date(Date.now() + 2 * 60 * 60_000), 1);
    expect((await paymentOf(odd.body.id)).status).toBe("CREATED");
  }, 20_000);

  it("keeps polling past a charge the PSP cannot answer about, and still reads the PIX received", async () => {
    await switches({ dropWebhooks: true });
    try {
      const stuck = await charge(16);
      const next = await charge(17);
      const stuckTxid = stuck.body.id.replaceAll("-", "");
      await control("POST", `/cob/${stuckTxid}/pay`, {});
      await control("POST", `/cob/${next.body.id.replaceAll("-", "")}/pay`, {});
      // Every attempt of the client's at the first charge fails; the rest of the PSP answers.
      await switches({ failNext: 3, failMatch: `^GET /v2/cob/${stuckTxid}$` });
      await pollPixProvider(new Date(Date.now() + 2 * 60_000));
      expect((await paymentOf(next.body.id)).status).toBe("FINISHED");
      // Its PIX is read by the sweep of the PIX received, which the failure no longer skips.
      expect((await paymentOf(stuck.body.id)).status).toBe("FINISHED");
    } finally {
      await control("POST", "/reset");
    }
  });

  it("takes nothing from a notification's body: forged, unknown and repeated ones change nothing", async () => {
    const created = await charge(7);
    const txid = created.body.id.replaceAll("-", "");
    const notify = (secret: string, pix: unknown[], suffix = "/pix") =>
      api.post(`/api/v1/providers/api-pix/notifications/${secret}${suffix}`, { body: { pix } });
    const forged = {
      endToEndId: "E12345678202611251200abcdefghijk",
      txid,
      valor: "7.00",
      horario: new Date().toISOString(),
    };
    expect((await notify("wrong-secret-0123456789-0123456789-01", [forged])).status).toBe(401);
    const unknown = await notify(SECRET, [forged]);
    expect(unknown.body.outcomes).toEqual([{ endToEndId: forged.endToEndId, outcome: "unknown_reference" }]);
    expect((await paymentOf(created.body.id)).status).toBe("CREATED");

    const paid = (await control("POST", `/cob/${txid}/pay`, {})).body.pix;
    await until(
      () => paymentOf(created.body.id),
      (p) => p.status === "FINISHED",
      "settled",
    );
    // Repeated on the path without /pix, which PSPs that do not append it call.
    const again = await notify(SECRET, [{ ...paid, valor: "700.00" }], "");
    expect(again.body.outcomes).toEqual([{ endToEndId: paid.endToEndId, outcome: "duplicate" }]);
    expect(await db().ledgerJournal.count({ where: { paymentId: created.body.id, kind: "PAYMENT_CONFIRMED" } })).toBe(
      1,
    );
  });

  it(
    "answers 503 with Retry-After while the PSP fails, records nothing, and a retry with the same key issues one charge",
    { timeout: 60_000 },
    async () => {
      const before = await db().payment.count({ where: { sellerId: seller.user.id } });
      await switches({ failNext: 20, failMatch: "^PUT /v2/cob/" });
      const headers = { "idempotency-key": "psp-down-1" };
      const body = { amount: 9, customer: buyer() };
      const down = await api.post("/api/v1/payments", { token: seller.access, body, headers });
      expect(down.status).toBe(503);
      expect(down.body.code).toBe("PSP_UNAVAILABLE");
      expect(Number(down.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await db().payment.count({ where: { sellerId: seller.user.id } })).toBe(before);
      await control("POST", "/reset");

      // Within Retry-After the answer may still be 503 (the circuit breaker may have opened): the
      // client retries with the same key until the PSP is back, and one charge comes of it.
      const up = await until(
        () => api.post("/api/v1/payments", { token: seller.access, body, headers }),
        (answer) => answer.status !== 503,
        "the PSP back",
        45_000,
      );
      expect(up.status).toBe(201);
      expect(await db().payment.count({ where: { sellerId: seller.user.id } })).toBe(before + 1);
      const cob = await pspRequest(tls, "GET", `${psp.url}/cob/${up.body.id.replaceAll("-", "")}`, {
        headers: { authorization: `Bearer ${(await token()).access_token}` },
      });
      expect(cob.body.revisao).toBe(0);
    },
  );

  it(
    "leaves exactly one charge when the process dies between the PSP's answer and the record",
    { timeout: 90_000 },
    async () => {
      const server = await startProcess(
        "lib/testing/api-server-main.ts",
        { ...pixSettings, DATABASE_URL: process.env.DATABASE_URL!, RUN_JOBS: "0" },
        /^ready /,
      );
      const childApi = apiClient(server.readyLine.slice("ready ".length));
      // The PSP answers 3 s after it has the call: the process is killed in between.
      await switches({ delayMs: 3000 });
      const pending = childApi
        .post("/api/v1/payments", {
          token: seller.access,
          body: { amount: 11, customer: buyer() },
          headers: { "idempotency-key": "crash-1" },
        })
        .catch(() => null);
      await until(
        () => sentToPsp("PUT", "/v2/cob/"),
        (requests) => requests.some((r) => (r.body as { valor?: { original?: string } })?.valor?.original === "11.00"),
        "the PSP got the call",
        CHILD_FIRST_CALL_MS,
      );
      await server.stop("SIGKILL");
      await pending;
      await control("POST", "/reset");
      await sleep(3100);

      const intent = await db().chargeIntent.findFirstOrThrow({ where: { idempotencyKey: "crash-1" } });
      expect(intent.state).toBe("PENDING_PROVIDER");
      expect(await db().payment.count({ where: { id: intent.id } })).toBe(0);
      await resumeChargeIntents(new Date(Date.now() + 3 * 60_000));
      expect((await db().chargeIntent.findUniqueOrThrow({ where: { id: intent.id } })).state).toBe("DONE");
      expect(await db().payment.count({ where: { id: intent.id } })).toBe(1);
      const puts = await sentToPsp("PUT", `/v2/cob/${intent.txid}`);
      expect(puts.length).toBeGreaterThanOrEqual(1);
      await expectLedgerConsistent();
    },
  );
  it(
    "leaves exactly one devolução when the process dies between the PSP's answer and the record of a refund",
    { timeout: 90_000 },
    async () => {
      const created = await charge(25);
      await control("POST", `/cob/${created.body.id.replaceAll("-", "")}/pay`, {});
      await until(
        () => paymentOf(created.body.id),
        (p) => p.status === "FINISHED",
        "settled",
      );
      const server = await startProcess(
        "lib/testing/api-server-main.ts",
        { ...pixSettings, DATABASE_URL: process.env.DATABASE_URL!, RUN_JOBS: "0" },
        /^ready /,
      );
      const childApi = apiClient(server.readyLine.slice("ready ".length));
      await switches({ delayMs: 3000 });
      const pending = childApi
        .post(`/api/v1/payments/${created.body.id}/refunds`, { token: seller.access, body: { amount: 4 } })
        .catch(() => null);
      await until(
        () => sentToPsp("PUT", "/v2/pix/"),
        (requests) => requests.some((r) => (r.body as { valor?: string })?.valor === "4.00"),
        "the PSP got the devolução",
        CHILD_FIRST_CALL_MS,
      );
      await server.stop("SIGKILL");
      await pending;
      // Killed while the PSP still held its answer: nothing of it was recorded. (Read now: once the PSP makes the
      // devolução, 3 s after the call, it notifies it done within 150 ms, which may come first under load.)
      const [refund] = await db().refund.findMany({ where: { paymentId: created.body.id } });
      expect(refund).toMatchObject({ status: "PENDING_PROVIDER", amount: 400 });
      await control("POST", "/reset");
      await sleep(3100);

      // Asked again by the same devolução id (unless its notification came first): the PSP answers the one it has.
      await resumeRefunds(new Date(Date.now() + 3 * 60_000));
      await until(
        async () => (await db().refund.findUniqueOrThrow({ where: { id: refund!.id } })).status,
        (status) => status === "DONE",
        "devolução done",
      );
      const e2e = (await db().payment.findFirstOrThrow({ where: { id: created.body.id } })).endToEndId!;
      const pix = await pspRequest(tls, "GET", `${psp.url}/pix/${e2e}`, {
        headers: { authorization: `Bearer ${(await token()).access_token}` },
      });
      expect(pix.body.devolucoes).toHaveLength(1);
      expect((await paymentOf(created.body.id)).refundedAmount).toBe(4);
      await expectLedgerConsistent();
    },
  );
});

async function token() {
  return (
    await pspRequest(tls, "POST", psp.tokenUrl, {
      form: { grant_type: "client_credentials" },
      headers: { authorization: `Basic ${Buffer.from(`${psp.clientId}:${psp.clientSecret}`).toString("base64")}` },
    })
  ).body;
}

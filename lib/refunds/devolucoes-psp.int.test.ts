import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { apiPixProvider } from "@/lib/pix/providers";
import { releaseDueReserves } from "@/lib/reserves/release-reserves";
import { startApiPixApp } from "@/lib/testing/api-pix";
import type { ApiClient } from "@/lib/testing/http";
import { buyer, expectLedgerConsistent, fundSeller } from "@/lib/testing/payments";
import { until } from "@/lib/testing/until";
import { createUserAndLogin } from "@/lib/testing/users";
import { resumeUnmatchedReturns } from "@/lib/unmatched-pix/service";
import { resumeRefunds } from "./service";

// Devoluções (refunds and the returns of held PIX) against a PSP that misbehaves as real ones may:
// answers lost on the way, repeats refused, reads that lag the writes, devoluções not done.
const SECRET = "notificacoes-do-psp-de-testes-devolucoes-01";
const READ_LAG_MS = 2000;
const HOUR_MS = 60 * 60 * 1000;

let app: Awaited<ReturnType<typeof startApiPixApp>>;
let api: ApiClient;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  app = await startApiPixApp(SECRET, { refundDelayMs: 150 });
  api = app.api;
  seller = await createUserAndLogin(api, { approved: true });
});

afterEach(() => control("POST", "/reset"));
afterAll(() => app.psp.close());

const control = (method: string, path: string, json?: unknown) => app.control(method, path, json);
const switches = (json: Record<string, unknown>) => control("PUT", "/switches", json);
const devolucoesAsked = async (e2e: string) =>
  ((await control("GET", "/requests")).body as { method: string; path: string }[]).filter(
    (r) => r.method === "PUT" && r.path.startsWith(`/v2/pix/${e2e}/devolucao/`),
  );
// What the recovery jobs see a few minutes on (past their staleness), or a day on.
const later = (ms = 3 * 60_000) => new Date(Date.now() + ms);

const cents = (reais: number) => Math.round(reais * 100);
async function balance(token = seller.access) {
  const body = (await api.get("/api/v1/seller-balances/me", { token })).body;
  return { available: cents(body.availableBalance), reserved: cents(body.reservedBalance) };
}

/** A charge of `token`'s seller paid at the PSP and settled by its notification. */
async function paidCharge(amount: number, token = seller.access) {
  const created = await api.post("/api/v1/payments", { token, body: { amount, customer: buyer() } });
  const { endToEndId } = (await control("POST", `/cob/${created.body.id.replaceAll("-", "")}/pay`, {})).body.pix;
  await until(
    async () => (await api.get(`/api/v1/payments/${created.body.id}`, { token })).body.status,
    (status) => status === "FINISHED",
    "settled",
  );
  return { paymentId: created.body.id as string, endToEndId: endToEndId as string };
}

const refundRow = async (paymentId: string) => db().refund.findFirstOrThrow({ where: { paymentId } });

describe("a refund whose answer was lost", () => {
  it("is not failed when the repeat is refused and the PSP cannot show it yet: it waits, then completes once", async () => {
    const { paymentId, endToEndId } = await paidCharge(20);
    const before = await balance();

    // Done at the PSP, the answer lost; the client's repeat refused as an id already used; read-backs 404 for a while.
    await switches({ loseNext: 1, failMatch: "^PUT /v2/pix/", refuseRepeats: true, readLagMs: READ_LAG_MS });
    const refund = await api.post(`/api/v1/payments/${paymentId}/refunds`, {
      token: seller.access,
      body: { amount: 5 },
    });
    expect(refund.status).toBe(201);
    expect(refund.body.status).toBe("PROCESSING");
    expect(await devolucoesAsked(endToEndId)).toHaveLength(2);
    expect((await refundRow(paymentId)).status).toBe("PROCESSING");
    expect((await balance()).available).toBe(before.available - 500);

    // Still hidden from reads: the job asks and leaves it waiting.
    await resumeRefunds(later());
    expect((await refundRow(paymentId)).status).toBe("PROCESSING");

    await sleep(READ_LAG_MS);
    await resumeRefunds(later());
    expect((await refundRow(paymentId)).status).toBe("DONE");
    expect((await api.get(`/api/v1/payments/${paymentId}`, { token: seller.access })).body.refundedAmount).toBe(5);
    expect((await apiPixProvider().getReceivedPix(endToEndId))?.refunds).toHaveLength(1);
    expect((await balance()).available).toBe(before.available - 500);
    expect(await db().outboxEvent.count({ where: { sellerId: seller.user.id, type: "refund.failed" } })).toBe(0);
    await expectLedgerConsistent();
  });

  it("is not failed when a later repeat is refused with nothing at the PSP: the money stays held and after a day the admin is told", async () => {
    const { paymentId } = await paidCharge(15);
    const before = await balance();

    // Every try of the first call fails with a 5xx: the refund waits for the job.
    await switches({ failNext: 3, failMatch: "^PUT /v2/pix/", failAs: "ErroInternoDoServidor" });
    const refund = await api.post(`/api/v1/payments/${paymentId}/refunds`, {
      token: seller.access,
      body: { amount: 4 },
    });
    expect(refund.status).toBe(503);
    expect((await refundRow(paymentId)).status).toBe("PENDING_PROVIDER");

    // The job's repeats are refused and the PSP shows no devolução: after an unanswered try, that proves nothing.
    await control("POST", "/reset");
    await switches({ failNext: 10, failMatch: "^PUT /v2/pix/", failAs: "PixDevolucaoInvalida" });
    await resumeRefunds(later());
    const unknown = await refundRow(paymentId);
    expect(unknown.status).toBe("PROCESSING");
    expect(unknown.unknownSince).toBeInstanceOf(Date);
    expect((await balance()).available).toBe(before.available - 400);

    await resumeRefunds(later(HOUR_MS));
    const handedOver = { entityId: unknown.id, action: "refund.unconfirmed" };
    expect(await db().auditLog.count({ where: handedOver })).toBe(0);
    await resumeRefunds(later(25 * HOUR_MS));
    await resumeRefunds(later(26 * HOUR_MS));
    expect(await db().auditLog.findMany({ where: handedOver })).toEqual([
      expect.objectContaining({ actorId: null, entityType: "refund", after: expect.objectContaining({ paymentId }) }),
    ]);
    expect((await refundRow(paymentId)).status).toBe("PROCESSING");
    expect((await balance()).available).toBe(before.available - 400);

    // The PSP takes the repeat at last: the first call had never reached it.
    await control("POST", "/reset");
    await resumeRefunds(later(27 * HOUR_MS));
    await until(
      async () => (await refundRow(paymentId)).status,
      (status) => status === "DONE",
      "devolução done",
    );
    expect((await balance()).available).toBe(before.available - 400);
    await expectLedgerConsistent();
  });
});

describe("a held PIX's return whose answer was lost", () => {
  /** A PIX of another amount than its charge's, held for the admin. */
  async function heldPix(amount: number) {
    const odd = await api.post("/api/v1/payments", { token: seller.access, body: { amount, customer: buyer() } });
    const paid = (
      await control("POST", `/cob/${odd.body.id.replaceAll("-", "")}/pay`, {
        valor: (amount - 0.01).toFixed(2),
        force: true,
      })
    ).body.pix;
    const row = await until(
      () => db().unmatchedPix.findFirst({ where: { endToEndId: paid.endToEndId } }),
      (found) => found?.status === "HELD",
      "held",
    );
    return row!;
  }
  const heldRow = (id: string) => db().unmatchedPix.findUniqueOrThrow({ where: { id } });

  it("is not failed when the repeat is refused and the PSP cannot show it yet: it waits, then is returned once", async () => {
    const row = await heldPix(30);
    const admin = await createUserAndLogin(api, { role: "admin" });

    await switches({ loseNext: 1, failMatch: "^PUT /v2/pix/", refuseRepeats: true, readLagMs: READ_LAG_MS });
    const returning = await api.post(`/api/v1/admin/unmatched-pix/${row.id}/return`, { token: admin.access });
    expect(returning.status).toBe(200);
    expect(returning.body.status).toBe("RETURNING");
    expect((await heldRow(row.id)).status).toBe("RETURNING");

    await resumeUnmatchedReturns(later());
    expect((await heldRow(row.id)).status).toBe("RETURNING");
    await sleep(READ_LAG_MS);
    await resumeUnmatchedReturns(later());
    expect((await heldRow(row.id)).status).toBe("RETURNED");
    expect((await apiPixProvider().getReceivedPix(row.endToEndId))?.refunds).toHaveLength(1);
    await expectLedgerConsistent();
  });

  it("is not failed when a later repeat is refused with nothing at the PSP, and after a day the admin is told", async () => {
    const row = await heldPix(25);
    const admin = await createUserAndLogin(api, { role: "admin" });

    await switches({ failNext: 3, failMatch: "^PUT /v2/pix/", failAs: "ErroInternoDoServidor" });
    expect((await api.post(`/api/v1/admin/unmatched-pix/${row.id}/return`, { token: admin.access })).status).toBe(503);
    await control("POST", "/reset");
    await switches({ failNext: 10, failMatch: "^PUT /v2/pix/", failAs: "PixDevolucaoInvalida" });
    await resumeUnmatchedReturns(later());
    const unknown = await heldRow(row.id);
    expect(unknown.status).toBe("RETURNING");
    expect(unknown.unknownSince).toBeInstanceOf(Date);

    const handedOver = { entityId: row.id, action: "unmatched_pix.return_unconfirmed" };
    await resumeUnmatchedReturns(later(25 * HOUR_MS));
    await resumeUnmatchedReturns(later(26 * HOUR_MS));
    expect(await db().auditLog.count({ where: handedOver })).toBe(1);
    expect((await heldRow(row.id)).status).toBe("RETURNING");

    await control("POST", "/reset");
    await resumeUnmatchedReturns(later(27 * HOUR_MS));
    await until(
      async () => (await heldRow(row.id)).status,
      (status) => status === "RETURNED",
      "returned",
    );
    await expectLedgerConsistent();
  });
});

describe("a refund that takes from the reserve and fails", () => {
  /** A seller whose rolling reserve keeps 10% of each net for 30 days, with one paid R$ 100,00 sale. */
  async function reservedSale() {
    const owner = await createUserAndLogin(api, { approved: true });
    await db().reserveConfig.create({ data: { sellerId: owner.user.id, percentage: 100_000, days: 30 } });
    const sale = await paidCharge(100, owner.access);
    const hold = await db().reserveHold.findUniqueOrThrow({
      where: { paymentId_kind: { paymentId: sale.paymentId, kind: "ROLLING" } },
    });
    return { owner, ...sale, hold };
  }

  it("puts the reserve's part back in the hold, with its release date, when the PSP does not return the money", async () => {
    const { owner, paymentId, hold } = await reservedSale();
    const before = await balance(owner.access);
    expect(before.reserved).toBe(hold.amount);

    await switches({ refundOutcome: "NAO_REALIZADO" });
    await api.post(`/api/v1/payments/${paymentId}/refunds`, { token: owner.access, body: { amount: 5 } });
    expect((await balance(owner.access)).reserved).toBe(hold.amount - 500);
    await until(
      async () => (await refundRow(paymentId)).status,
      (status) => status === "FAILED",
      "devolução not done",
    );
    expect(await balance(owner.access)).toEqual(before);
    expect(await db().reserveHold.findUniqueOrThrow({ where: { id: hold.id } })).toMatchObject({
      amount: hold.amount,
      releaseAt: hold.releaseAt,
      releasedAt: null,
    });

    // Released on its date as if the refund had never been asked for.
    expect(await releaseDueReserves(new Date(hold.releaseAt.getTime() - 1000))).toBe(0);
    await releaseDueReserves(hold.releaseAt);
    expect(await balance(owner.access)).toEqual({ available: before.available + hold.amount, reserved: 0 });
    await expectLedgerConsistent();
  });

  it("puts a whole hold back, released no more, when the PSP refuses the devolução", async () => {
    const { owner, paymentId, hold } = await reservedSale();
    await fundSeller(owner.user.id, 10_000);
    const before = await balance(owner.access);

    await switches({ failNext: 1, failMatch: "^PUT /v2/pix/", failAs: "PixDevolucaoInvalida" });
    const refused = await api.post(`/api/v1/payments/${paymentId}/refunds`, { token: owner.access, body: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("PROVIDER_REJECTED");
    expect((await refundRow(paymentId)).status).toBe("FAILED");
    expect(await balance(owner.access)).toEqual(before);
    expect(await db().reserveHold.findUniqueOrThrow({ where: { id: hold.id } })).toMatchObject({
      amount: hold.amount,
      releasedAt: null,
    });
    await expectLedgerConsistent();
  });
});

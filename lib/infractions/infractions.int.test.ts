import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { DevolucaoPutRequestSchema } from "@/lib/pix/api-pix/spec";
import { releaseDueReserves } from "@/lib/reserves/release-reserves";
import { startApiPixApp } from "@/lib/testing/api-pix";
import type { ApiClient } from "@/lib/testing/http";
import { buyer, expectLedgerConsistent } from "@/lib/testing/payments";
import { until } from "@/lib/testing/until";
import { createUserAndLogin } from "@/lib/testing/users";
import { pollPixProvider } from "@/lib/payments/poll-provider";
import { registerPayoutKey } from "@/lib/testing/withdrawals";

// MED infractions and the precautionary hold over the PSP stand-in (real HTTPS, client
// certificates, its notifications): the money is followed through the seller's balances.
const SECRET = "notificacoes-do-psp-de-testes-infracoes-0123";
const DAY_MS = 24 * 3600 * 1000;

let app: Awaited<ReturnType<typeof startApiPixApp>>;
let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  app = await startApiPixApp(SECRET, { refundDelayMs: 100 });
  api = app.api;
  admin = await createUserAndLogin(api, { role: "admin" });
});

afterAll(() => app.psp.close());

type Seller = Awaited<ReturnType<typeof createUserAndLogin>>;
const control = (method: string, path: string, json?: unknown) => app.control(method, path, json);
const cents = (reais: number) => Math.round(reais * 100);

async function balance(seller: Seller) {
  const body = (await api.get("/api/v1/seller-balances/me", { token: seller.access })).body;
  return {
    available: cents(body.availableBalance),
    held: cents(body.heldBalance),
    reserved: cents(body.reservedBalance),
    pending: cents(body.pendingBalance),
  };
}

/** A charge paid through the stand-in and settled by its notification; answers the payment id and its end-to-end id. */
async function paidCharge(seller: Seller, amount: number) {
  const created = await api.post("/api/v1/payments", { token: seller.access, body: { amount, customer: buyer() } });
  expect(created.status).toBe(201);
  const { endToEndId } = (await control("POST", `/cob/${created.body.id.replaceAll("-", "")}/pay`, {})).body.pix;
  await until(
    async () => (await api.get(`/api/v1/payments/${created.body.id}`, { token: seller.access })).body.status,
    (s) => s === "FINISHED",
    "settled",
  );
  return { id: created.body.id as string, endToEndId: endToEndId as string };
}

const openInfraction = (body: unknown) => api.post("/api/v1/admin/infractions", { token: admin.access, body });
const infractionOf = async (id: string) => toInfraction(await db().infraction.findUniqueOrThrow({ where: { id } }));
const toInfraction = (row: { status: string; amount: number }) => ({ status: row.status, amount: row.amount });
const withdraw = (seller: Seller, amount: number) =>
  api.post("/api/v1/withdrawals", { token: seller.access, body: { amount, pixKey: "fulano@example.com" } });

describe("a MED infraction", () => {
  it("holds the amount out of available (not withdrawable), shows the seller why and until when, and is released", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const payment = await paidCharge(seller, 80);
    const before = await balance(seller);

    const opened = await openInfraction({
      paymentId: payment.id,
      amount: 50,
      reason: "Notificação de infração: golpe relatado pelo pagador",
    });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({
      paymentId: payment.id,
      sellerId: seller.user.id,
      amount: 50,
      status: "OPEN",
      resolvedAt: null,
      refundId: null,
    });
    expect(Date.parse(opened.body.deadlineAt) - Date.parse(opened.body.openedAt)).toBe(7 * DAY_MS);
    expect(await balance(seller)).toMatchObject({ available: before.available - 5_000, held: 5_000 });

    // The seller sees the hold and its reason; withdrawals cannot use it.
    const mine = await api.get("/api/v1/infractions?status=OPEN", { token: seller.access });
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        id: opened.body.id,
        amount: 50,
        reason: "Notificação de infração: golpe relatado pelo pagador",
      }),
    ]);
    const other = await createUserAndLogin(api, { approved: true });
    expect((await api.get("/api/v1/infractions", { token: other.access })).body.totalRecords).toBe(0);
    expect((await withdraw(seller, (before.available - 5_000) / 100 + 1)).body.code).toBe("INSUFFICIENT_BALANCE");
    // Nor may the seller refund the payment while the infraction is open.
    expect(
      (await api.post(`/api/v1/payments/${payment.id}/refunds`, { token: seller.access, body: { amount: 1 } })).body
        .code,
    ).toBe("INVALID_STATUS_TRANSITION");
    expect((await openInfraction({ paymentId: payment.id, reason: "outra vez" })).body.code).toBe(
      "INVALID_STATUS_TRANSITION",
    );

    const listed = await api.get(`/api/v1/admin/infractions?status=OPEN&sellerId=${seller.user.id}&perPage=1`, {
      token: admin.access,
    });
    expect(listed.body).toMatchObject({ totalRecords: 1, data: [{ id: opened.body.id }] });

    const released = await api.post(`/api/v1/admin/infractions/${opened.body.id}/release`, {
      token: admin.access,
      body: { note: "Contestação aceita" },
    });
    expect(released.body).toMatchObject({ status: "RELEASED", resolutionNote: "Contestação aceita" });
    expect(await balance(seller)).toMatchObject({ available: before.available, held: 0 });
    expect(
      (await api.post(`/api/v1/admin/infractions/${opened.body.id}/release`, { token: admin.access, body: {} })).body
        .code,
    ).toBe("INVALID_STATUS_TRANSITION");
    expect(
      (await api.post(`/api/v1/admin/infractions/${opened.body.id}/refund`, { token: admin.access })).body.code,
    ).toBe("INVALID_STATUS_TRANSITION");

    const audits = await db().auditLog.findMany({ where: { entityId: opened.body.id }, orderBy: { createdAt: "asc" } });
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([
      ["infraction.opened", admin.user.id],
      ["infraction.released", admin.user.id],
    ]);
    const events = await db().outboxEvent.findMany({
      where: { sellerId: seller.user.id, type: { startsWith: "infraction." } },
      orderBy: { createdAt: "asc" },
    });
    expect(events.map((e) => e.type)).toEqual(["infraction.opened", "infraction.resolved"]);
    await expectLedgerConsistent();
  });

  it("holds once when admins open and resolve the same payment's infraction at once", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const payment = await paidCharge(seller, 30);
    const before = await balance(seller);
    const opens = await Promise.all(
      [1, 2, 3, 4, 5].map(() => openInfraction({ paymentId: payment.id, reason: "MED concorrente" })),
    );
    expect(opens.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
    expect(await balance(seller)).toMatchObject({ available: before.available - 3_000, held: 3_000 });

    const id = opens.find((r) => r.status === 201)!.body.id;
    const releases = await Promise.all(
      [1, 2, 3].map(() => api.post(`/api/v1/admin/infractions/${id}/release`, { token: admin.access, body: {} })),
    );
    expect(releases.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect(await balance(seller)).toMatchObject({ available: before.available, held: 0 });
    expect(await db().auditLog.count({ where: { entityId: id, action: "infraction.released" } })).toBe(1);
    await expectLedgerConsistent();
  });

  it("refuses bad input with 400 and impossible holds with 404/422", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const payment = await paidCharge(seller, 20);
    expect((await openInfraction({ paymentId: payment.id })).body.details[0].path).toBe("reason");
    expect((await openInfraction({ paymentId: "abc", reason: "motivo" })).status).toBe(400);
    expect((await openInfraction({ paymentId: payment.id, reason: "motivo", extra: 1 })).status).toBe(400);
    expect((await openInfraction({ paymentId: "00000000-0000-4000-8000-000000000000", reason: "motivo" })).status).toBe(
      404,
    );
    expect((await openInfraction({ paymentId: payment.id, amount: 20.01, reason: "motivo" })).body.code).toBe(
      "REFUND_EXCEEDS_PAYMENT",
    );
    const unpaid = await api.post("/api/v1/payments", { token: seller.access, body: { amount: 5, customer: buyer() } });
    expect((await openInfraction({ paymentId: unpaid.body.id, reason: "motivo" })).body.code).toBe(
      "INVALID_STATUS_TRANSITION",
    );
    expect((await api.get("/api/v1/admin/infractions?status=NOPE", { token: admin.access })).status).toBe(400);
    expect((await api.post("/api/v1/admin/infractions/abc/release", { token: admin.access, body: {} })).status).toBe(
      400,
    );
    expect(await db().infraction.count({ where: { sellerId: seller.user.id } })).toBe(0);
  });

  it("is resolved by a voluntary devolução (natureza ORIGINAL) out of the hold; a refused one leaves it open with its hold", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const payment = await paidCharge(seller, 40);
    const opened = (await openInfraction({ paymentId: payment.id, reason: "MED: pagador contestou" })).body;
    const afterOpen = await balance(seller);
    expect(afterOpen.held).toBe(4_000);

    await control("PUT", "/switches", { refundOutcome: "NAO_REALIZADO" });
    try {
      await api.post(`/api/v1/admin/infractions/${opened.id}/refund`, { token: admin.access });
      await until(
        () => infractionOf(opened.id),
        (i) => i.status === "OPEN",
        "reopened after the refusal",
      );
    } finally {
      await control("POST", "/reset");
    }
    expect(await balance(seller)).toMatchObject({ available: afterOpen.available, held: 4_000, pending: 0 });
    expect(await db().auditLog.count({ where: { entityId: opened.id, action: "infraction.reopened" } })).toBe(1);

    const refunding = await api.post(`/api/v1/admin/infractions/${opened.id}/refund`, { token: admin.access });
    expect(refunding.status).toBe(200);
    expect(refunding.body.status).toBe("REFUNDING");
    await until(
      () => infractionOf(opened.id),
      (i) => i.status === "REFUNDED",
      "devolução done",
    );
    const devolucoes = (
      (await control("GET", "/requests")).body as { method: string; path: string; body?: unknown }[]
    ).filter((r) => r.method === "PUT" && r.path.startsWith(`/v2/pix/${payment.endToEndId}/devolucao/`));
    expect(devolucoes.map((r) => DevolucaoPutRequestSchema.parse(r.body))).toEqual([
      expect.objectContaining({ valor: "40.00", natureza: "ORIGINAL" }),
    ]);
    // The money came out of the hold: available did not move.
    expect(await balance(seller)).toMatchObject({ available: afterOpen.available, held: 0 });
    const row = await db().infraction.findUniqueOrThrow({ where: { id: opened.id } });
    expect(await db().refund.findUniqueOrThrow({ where: { id: row.refundId! } })).toMatchObject({
      status: "DONE",
      nature: "ORIGINAL",
      amount: 4_000,
    });
    expect((await api.get(`/api/v1/payments/${payment.id}`, { token: seller.access })).body).toMatchObject({
      status: "REFUNDED",
      refundedAmount: 40,
    });
    expect(await db().auditLog.count({ where: { entityId: opened.id, action: "infraction.refund_requested" } })).toBe(
      2,
    );
    // The PSP's answer closes it in the log too, as the platform's doing.
    expect(
      await db().auditLog.findFirstOrThrow({ where: { entityId: opened.id, action: "infraction.refunded" } }),
    ).toMatchObject({ actorId: null, after: expect.objectContaining({ status: "REFUNDED", refundId: row.refundId }) });
    await expectLedgerConsistent();
  });

  it("is consumed by a MED devolução the PSP makes itself; what it does not take goes back to available", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const payment = await paidCharge(seller, 60);
    const before = await balance(seller);
    const opened = (await openInfraction({ paymentId: payment.id, reason: "MED_FRAUDE notificado" })).body;

    await control("POST", `/pix/${payment.endToEndId}/devolucao`, { valor: "45.00", natureza: "MED_FRAUDE" });
    // Recorded (the hold consumed) in one transaction, then settled as done in the next.
    const row = await until(
      () => db().infraction.findUniqueOrThrow({ where: { id: opened.id } }),
      (i) => i.status === "MED_RETURNED",
      "MED recorded",
    );
    const refund = await until(
      () => db().refund.findUniqueOrThrow({ where: { id: row.refundId! } }),
      (r) => r.status === "DONE",
      "MED settled",
    );
    expect(refund).toMatchObject({ nature: "MED_FRAUDE", amount: 4_500 });
    expect(await balance(seller)).toMatchObject({ available: before.available - 4_500, held: 0, pending: 0 });
    expect(row.resolutionNote).toContain("MED_FRAUDE");
    const [resolved] = await db().outboxEvent.findMany({
      where: { sellerId: seller.user.id, type: "infraction.resolved" },
    });
    expect(resolved!.payload).toMatchObject({ id: opened.id, status: "MED_RETURNED" });
    expect(
      await db().auditLog.findFirstOrThrow({ where: { entityId: opened.id, action: "infraction.med_returned" } }),
    ).toMatchObject({
      actorId: null,
      before: { status: "OPEN" },
      after: expect.objectContaining({ status: "MED_RETURNED", fromHold: 4_500 }),
    });
    await expectLedgerConsistent();
  });

  it("is open again, its whole amount held, when the PSP's MED devolução ends not done; the admin can act on it again", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const payment = await paidCharge(seller, 60);
    const before = await balance(seller);
    const opened = (await openInfraction({ paymentId: payment.id, reason: "MED_FRAUDE notificado" })).body;
    const afterOpen = await balance(seller);

    await control("PUT", "/switches", { refundOutcome: "NAO_REALIZADO", refundDelayMs: 3000 });
    try {
      const med = await control("POST", `/pix/${payment.endToEndId}/devolucao`, {
        valor: "45.00",
        natureza: "MED_FRAUDE",
      });
      expect(med.body.status).toBe("EM_PROCESSAMENTO");
      // Seen under way by the poller: recorded, the hold consumed, what it did not take released.
      await pollPixProvider();
      expect((await db().infraction.findUniqueOrThrow({ where: { id: opened.id } })).status).toBe("MED_RETURNED");
      expect(await balance(seller)).toMatchObject({ available: afterOpen.available + 1_500, held: 0 });

      await until(
        () => infractionOf(opened.id),
        (i) => i.status === "OPEN",
        "reopened when the MED devolução was not done",
        10_000,
      );
    } finally {
      await control("POST", "/reset");
    }
    expect(await balance(seller)).toMatchObject({ available: afterOpen.available, held: 6_000, pending: 0 });
    expect(await db().refund.findFirstOrThrow({ where: { paymentId: payment.id } })).toMatchObject({
      nature: "MED_FRAUDE",
      status: "FAILED",
    });
    const [audit] = await db().auditLog.findMany({ where: { entityId: opened.id, action: "infraction.reopened" } });
    expect(audit).toMatchObject({ actorId: null, before: expect.objectContaining({ status: "MED_RETURNED" }) });

    // Open again, the admin decides anew: here, to release it.
    const released = await api.post(`/api/v1/admin/infractions/${opened.id}/release`, {
      token: admin.access,
      body: {},
    });
    expect(released.body.status).toBe("RELEASED");
    expect(await balance(seller)).toMatchObject({ available: before.available, held: 0 });
    await expectLedgerConsistent();
  });
});

describe("the negative balance policy", () => {
  it("lets a hold take available below zero; withdrawals stop until future sales cover it first", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    await registerPayoutKey(seller.user.id);
    const first = await paidCharge(seller, 50);
    expect((await withdraw(seller, 30)).status).toBe(201);
    const afterWithdrawal = await balance(seller);
    await openInfraction({ paymentId: first.id, reason: "MED: golpe" });
    const short = await balance(seller);
    expect(short.available).toBe(afterWithdrawal.available - 5_000);
    expect(short.available).toBeLessThan(0);
    expect((await withdraw(seller, 20)).body.code).toBe("INSUFFICIENT_BALANCE");

    // The next sale's net pays the shortfall before anything becomes withdrawable.
    const before = await balance(seller);
    await paidCharge(seller, 100);
    const covered = await balance(seller);
    const net =
      cents(100) -
      (await db().payment.findMany({ where: { sellerId: seller.user.id, amount: 10_000 } })).map(
        (p) => p.serviceFee + p.gatewayFee,
      )[0]!;
    expect(covered.available).toBe(before.available + net);
    expect(covered.held).toBe(5_000);
    expect((await withdraw(seller, Math.floor(covered.available / 100))).status).toBe(201);
    await expectLedgerConsistent();
  });
});

describe("the precautionary hold", () => {
  it("keeps a new seller's large payment's net held for up to 72 hours, next to the rolling reserve, then releases it", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    await db().user.update({ where: { id: seller.user.id }, data: { approvedAt: new Date(Date.now() - 2 * DAY_MS) } });
    await api.put(`/api/v1/admin/reserve-configs/${seller.user.id}`, {
      token: admin.access,
      body: { percentage: 10, days: 30, newSellerDays: 30, newSellerHoldAbove: 500, newSellerHoldHours: 48 },
    });

    const small = await paidCharge(seller, 400);
    const afterSmall = await balance(seller);
    expect(afterSmall.available).toBeGreaterThan(0);
    const large = await paidCharge(seller, 600);
    const payment = await db().payment.findFirstOrThrow({ where: { id: large.id } });
    const net = payment.amount - payment.serviceFee - payment.gatewayFee;
    const holds = await db().reserveHold.findMany({ where: { paymentId: large.id }, orderBy: { kind: "asc" } });
    expect(holds.map((h) => h.kind)).toEqual(["ROLLING", "PRECAUTIONARY"]);
    expect(holds[0]!.amount + holds[1]!.amount).toBe(net);
    expect(holds[1]!.releaseAt.getTime() - payment.confirmedAt!.getTime()).toBe(48 * 3600 * 1000);
    expect(await balance(seller)).toMatchObject({
      available: afterSmall.available,
      reserved: afterSmall.reserved + net,
    });
    expect(await db().reserveHold.count({ where: { paymentId: small.id, kind: "PRECAUTIONARY" } })).toBe(0);

    await releaseDueReserves(new Date(Date.now() + 47 * 3600 * 1000));
    expect((await balance(seller)).available).toBe(afterSmall.available);
    await releaseDueReserves(new Date(Date.now() + 49 * 3600 * 1000));
    expect(await balance(seller)).toMatchObject({
      available: afterSmall.available + holds[1]!.amount,
      reserved: afterSmall.reserved + holds[0]!.amount,
    });
    await expectLedgerConsistent();
  });

  it("spares sellers approved longer ago than the configured days, and those whose approval is unknown", async () => {
    const veteran = await createUserAndLogin(api, { approved: true });
    await db().user.update({
      where: { id: veteran.user.id },
      data: { approvedAt: new Date(Date.now() - 31 * DAY_MS) },
    });
    const unknown = await createUserAndLogin(api, { approved: true });
    for (const seller of [veteran, unknown]) {
      const large = await paidCharge(seller, 1500);
      expect(await db().reserveHold.count({ where: { paymentId: large.id } })).toBe(0);
      expect((await balance(seller)).reserved).toBe(0);
    }
    // The same payment a day after approval is held for the default 72 hours.
    const newcomer = await createUserAndLogin(api, { approved: true });
    await db().user.update({ where: { id: newcomer.user.id }, data: { approvedAt: new Date(Date.now() - DAY_MS) } });
    const held = await paidCharge(newcomer, 1500);
    const hold = await db().reserveHold.findFirstOrThrow({ where: { paymentId: held.id } });
    expect(hold.kind).toBe("PRECAUTIONARY");
    const payment = await db().payment.findFirstOrThrow({ where: { id: held.id } });
    expect(hold.releaseAt.getTime() - payment.confirmedAt!.getTime()).toBe(72 * 3600 * 1000);
    expect(await balance(newcomer)).toMatchObject({
      available: 0,
      reserved: payment.amount - payment.serviceFee - payment.gatewayFee,
    });
  });
});

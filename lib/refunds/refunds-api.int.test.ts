import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, expectLedgerConsistent, fundSeller, sendCallback } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

/** A seller with one paid R$ 100,00 sale (R$ 97,01 net after the default fees). */
async function paidSale() {
  const owner = await createUserAndLogin(api, { approved: true });
  const link = await createLink(owner.user.id, 10_000);
  const created = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
  await sendCallback(api, created.body.id, "charge.paid");
  return { owner, paymentId: created.body.id as string, link };
}

const available = async (token: string) =>
  (await api.get("/api/v1/seller-balances/me", { token })).body.availableBalance;

describe("refunds", () => {
  it("return a payment in parts up to what was paid, each leaving the seller's balance in full, then mark it REFUNDED", async () => {
    const { owner, paymentId, link } = await paidSale();
    const token = owner.access;
    expect(await available(token)).toBe(97.01);

    const first = await api.post(`/api/v1/payments/${paymentId}/refunds`, {
      token,
      body: { amount: 30, reason: "Um item devolvido" },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      paymentId,
      amount: 30,
      reason: "Um item devolvido",
      status: "DONE",
      nature: "ORIGINAL",
      failureReason: null,
    });
    const requestedOf = { action: "refund.requested", after: { path: ["paymentId"], equals: paymentId } } as const;
    expect(await db().auditLog.findMany({ where: requestedOf })).toMatchObject([
      {
        entityId: first.body.id,
        actorId: owner.user.id,
        via: "bearer",
        after: { paymentId, amount: 3_000, fromReserve: 0, reason: "Um item devolvido" },
      },
    ]);
    let payment = (await api.get(`/api/v1/payments/${paymentId}`, { token })).body;
    expect(payment).toMatchObject({ status: "FINISHED", refundedAmount: 30 });
    expect(await available(token)).toBe(67.01);

    expect((await api.post(`/api/v1/payments/${paymentId}/refunds`, { token, body: { amount: 50 } })).status).toBe(201);
    const over = await api.post(`/api/v1/payments/${paymentId}/refunds`, { token, body: { amount: 20.01 } });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe("REFUND_EXCEEDS_PAYMENT");
    expect(over.body.message).toContain("20.00");

    // R$ 17,01 left cannot cover the last R$ 20,00 (the fees the payment paid are not given back).
    expect((await api.post(`/api/v1/payments/${paymentId}/refunds`, { token, body: {} })).body.code).toBe(
      "INSUFFICIENT_BALANCE",
    );
    await fundSeller(owner.user.id, 10_000);
    const rest = await api.post(`/api/v1/payments/${paymentId}/refunds`, { token, body: {} });
    expect(rest.body.amount).toBe(20);
    payment = (await api.get(`/api/v1/payments/${paymentId}`, { token })).body;
    expect(payment).toMatchObject({ status: "REFUNDED", refundedAmount: 100 });
    expect(payment.refundedAt).not.toBeNull();
    expect(await available(token)).toBe(97.01);
    expect((await db().paymentLink.findUniqueOrThrow({ where: { id: link.id } })).qtdPayments).toBe(0);

    const listed = await api.get(`/api/v1/payments/${paymentId}/refunds?perPage=2`, { token });
    expect(listed.body).toMatchObject({ totalRecords: 3, totalPages: 2, perPage: 2 });
    expect(listed.body.data.map((refund: { amount: number }) => refund.amount)).toEqual([20, 50]);
    // The refused requests (beyond what is left, beyond the balance) left no entry.
    expect(await db().auditLog.count({ where: requestedOf })).toBe(3);
    const events = await db().outboxEvent.findMany({
      where: { sellerId: owner.user.id, type: { in: ["refund.completed", "payment.refunded"] } },
      orderBy: { createdAt: "asc" },
    });
    expect(events.map((event) => event.type)).toEqual([
      "refund.completed",
      "refund.completed",
      "refund.completed",
      "payment.refunded",
    ]);
    await expectLedgerConsistent();
  });

  it("refuse a payment not finished, another seller's, beyond 90 days, or more than the balance holds", async () => {
    const { owner, paymentId } = await paidSale();
    const stranger = await createUserAndLogin(api, { approved: true });
    expect(
      (await api.post(`/api/v1/payments/${paymentId}/refunds`, { token: stranger.access, body: { amount: 1 } })).status,
    ).toBe(404);
    expect((await api.get(`/api/v1/payments/${paymentId}/refunds`, { token: stranger.access })).status).toBe(404);

    const unpaid = await api.post("/api/v1/payments", { token: owner.access, body: { amount: 10, customer: buyer() } });
    expect(
      (await api.post(`/api/v1/payments/${unpaid.body.id}/refunds`, { token: owner.access, body: {} })).body.code,
    ).toBe("INVALID_STATUS_TRANSITION");

    const short = await api.post(`/api/v1/payments/${paymentId}/refunds`, {
      token: owner.access,
      body: { amount: 97.02 },
    });
    expect(short.body.code).toBe("INSUFFICIENT_BALANCE");

    await db().payment.updateMany({
      where: { id: paymentId },
      data: { confirmedAt: new Date(Date.now() - 91 * 24 * 3600 * 1000) },
    });
    const late = await api.post(`/api/v1/payments/${paymentId}/refunds`, { token: owner.access, body: { amount: 1 } });
    expect(late.status).toBe(422);
    expect(late.body.code).toBe("REFUND_WINDOW_CLOSED");
    expect(await db().refund.count({ where: { paymentId } })).toBe(0);
    await expectLedgerConsistent();
  });

  it("take what the payment still holds in the reserve first", async () => {
    const owner = await createUserAndLogin(api, { approved: true });
    await db().reserveConfig.create({ data: { sellerId: owner.user.id, percentage: 100_000, days: 30 } });
    const link = await createLink(owner.user.id, 10_000);
    const created = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
    await sendCallback(api, created.body.id, "charge.paid");
    const balance = async () => (await api.get("/api/v1/seller-balances/me", { token: owner.access })).body;
    const before = await balance();
    expect(before.reservedBalance).toBeGreaterThan(0);

    await api.post(`/api/v1/payments/${created.body.id}/refunds`, { token: owner.access, body: { amount: 5 } });
    const after = await balance();
    expect(after.reservedBalance).toBeCloseTo(before.reservedBalance - 5, 2);
    expect(after.availableBalance).toBe(before.availableBalance);
    const hold = await db().reserveHold.findUniqueOrThrow({
      where: { paymentId_kind: { paymentId: created.body.id, kind: "ROLLING" } },
    });
    expect(hold.amount).toBe(Math.round(before.reservedBalance * 100) - 500);
    // What it took of the hold is recorded with the refund's seller.
    const refund = await db().refund.findFirstOrThrow({ where: { paymentId: created.body.id } });
    expect(refund.sellerId).toBe(owner.user.id);
    const parts = await db().refundReservePart.findMany({ where: { refundId: refund.id } });
    expect(parts.map(({ reserveHoldId, sellerId, amount }) => ({ reserveHoldId, sellerId, amount }))).toEqual([
      { reserveHoldId: hold.id, sellerId: refund.sellerId, amount: 500 },
    ]);
    await expectLedgerConsistent();
  });

  it("answer a retry with the same Idempotency-Key with the same refund", async () => {
    const { owner, paymentId } = await paidSale();
    const headers = { "idempotency-key": "refund-1" };
    const calls = await Promise.all(
      [1, 2, 3].map(() =>
        api.post(`/api/v1/payments/${paymentId}/refunds`, { token: owner.access, body: { amount: 10 }, headers }),
      ),
    );
    expect(new Set(calls.map((call) => call.body.id)).size).toBe(1);
    expect(await db().refund.count({ where: { paymentId } })).toBe(1);
    expect(await db().auditLog.count({ where: { action: "refund.requested", entityId: calls[0]!.body.id } })).toBe(1);
    expect(
      (await api.post(`/api/v1/payments/${paymentId}/refunds`, { token: owner.access, body: { amount: 11 }, headers }))
        .body.code,
    ).toBe("IDEMPOTENCY_KEY_REUSED");
  });
});

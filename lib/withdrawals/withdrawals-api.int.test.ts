import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sessionActor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { formatBRL } from "@/lib/money";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { expectLedgerConsistent, fundSeller } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { registerPayoutKey } from "@/lib/testing/withdrawals";
import { approvePayout, sendPendingPayouts } from "./payouts";
import { withdrawalRow } from "./queries";

let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
});

async function fundedSeller(cents: number, payoutKey: [string, "EMAIL" | "PHONE"] = ["fulano@example.com", "EMAIL"]) {
  const seller = await createUserAndLogin(api, { approved: true });
  await fundSeller(seller.user.id, cents);
  await registerPayoutKey(seller.user.id, ...payoutKey);
  return seller;
}

const balance = async (token: string) => (await api.get("/api/v1/seller-balances/me", { token })).body;
const request = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  api.post("/api/v1/withdrawals", { token, body, headers });

describe("requesting", () => {
  it("holds the amount, fee included, and takes a key sent in another format with its type inferred", async () => {
    const seller = await fundedSeller(100_000, ["+5511987654321", "PHONE"]);
    const response = await request(seller.access, { amount: "300.00", pixKey: "(11) 98765-4321" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      amount: 300,
      fee: 2,
      netAmount: 298,
      pixKey: "+5511987654321",
      pixKeyType: "PHONE",
      payableFrom: null,
      status: "REQUESTED",
      reviewedAt: null,
    });
    expect(await balance(seller.access)).toMatchObject({ availableBalance: 700, pendingBalance: 300 });
    const lines = (await api.get("/api/v1/transactions", { token: seller.access })).body.data.map(
      (t: { reason: string; amount: number }) => `${t.reason} ${t.amount}`,
    );
    expect(lines).toEqual(expect.arrayContaining(["WITHDRAWAL 298", "WITHDRAWAL_FEE 2"]));
    expect(
      (await db().outboxEvent.findMany({ where: { sellerId: seller.user.id }, orderBy: { createdAt: "asc" } })).map(
        (e) => e.type,
      ),
    ).toEqual(["payout_key.changed", "withdrawal.requested"]);
    await expectLedgerConsistent();
  });

  it("applies the seller's rules: minimum, maximum, key validity and balance", async () => {
    const seller = await fundedSeller(100_000);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: 19.99, pixKey: "fulano@example.com" }, 422, "LIMIT_EXCEEDED"],
      [{ amount: 5000.01, pixKey: "fulano@example.com" }, 422, "LIMIT_EXCEEDED"],
      [{ amount: 50, pixKey: "not a key" }, 400, "VALIDATION_FAILED"],
      [{ amount: 50, pixKey: "fulano@example.com", pixKeyType: "CPF" }, 400, "VALIDATION_FAILED"],
      [{ amount: 50, pixKey: "fulano@example.com", pixKeyType: "BANK" }, 400, "VALIDATION_FAILED"],
      [{ amount: -5, pixKey: "fulano@example.com" }, 400, "VALIDATION_FAILED"],
      [{ amount: 1000.01, pixKey: "fulano@example.com" }, 422, "INSUFFICIENT_BALANCE"],
      [{ amount: 50, pixKey: "outra@example.com" }, 422, "PAYOUT_KEY_MISMATCH"],
      [{ amount: 50, pixKey: "52998224725", pixKeyType: "CPF" }, 422, "PAYOUT_KEY_MISMATCH"],
    ];
    for (const [body, status, code] of cases) {
      const response = await request(seller.access, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.code).toBe(code);
    }
    expect((await balance(seller.access)).availableBalance).toBe(1000);
  });

  it("never overdraws: 50 concurrent requests against a balance for exactly 3", async () => {
    const seller = await fundedSeller(30_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => request(seller.access, { amount: 100, pixKey: "fulano@example.com" })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.code === "INSUFFICIENT_BALANCE")).toBe(true);
    expect(results.filter((r) => r.status === 422)).toHaveLength(47);
    expect(await balance(seller.access)).toMatchObject({ availableBalance: 0, pendingBalance: 300 });
    await expectLedgerConsistent();
  });

  it("never deadlocks requests against cancellations, whichever of the seller's accounts sorts first", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    // Pending before available in id order: a request holding available must not then wait for pending.
    await db().$executeRaw`
      INSERT INTO ledger_accounts (id, "sellerId", type, balance, "updatedAt") VALUES
        ('00000000-0000-4000-8000-000000000001', ${seller.user.id}::uuid, 'SELLER_PENDING_WITHDRAWAL', 0, now()),
        ('00000000-0000-4000-8000-000000000002', ${seller.user.id}::uuid, 'SELLER_RESERVED', 0, now()),
        ('ffffffff-ffff-4fff-bfff-ffffffffffff', ${seller.user.id}::uuid, 'SELLER_AVAILABLE', 0, now())`;
    await fundSeller(seller.user.id, 1_000_000);
    await registerPayoutKey(seller.user.id);
    const ask = () => request(seller.access, { amount: 50, pixKey: "fulano@example.com" });
    const earlier: string[] = [];
    for (let i = 0; i < 15; i++) earlier.push((await ask()).body.id);
    const results = await Promise.all([
      ...earlier.map((id) => api.post(`/api/v1/withdrawals/${id}/cancel`, { token: seller.access })),
      ...Array.from({ length: 15 }, ask),
    ]);
    expect(results.map((r) => r.status)).toEqual([...earlier.map(() => 200), ...earlier.map(() => 201)]);
    expect(await balance(seller.access)).toMatchObject({ availableBalance: 10_000 - 15 * 50, pendingBalance: 15 * 50 });
    await Promise.all(
      results.slice(15).map((r) => api.post(`/api/v1/withdrawals/${r.body.id}/cancel`, { token: seller.access })),
    );
    expect(await balance(seller.access)).toMatchObject({ availableBalance: 10_000, pendingBalance: 0 });
    await expectLedgerConsistent();
  });

  it("holds the daily limit under concurrency", async () => {
    const seller = await fundedSeller(1_000_000);
    await api.put(`/api/v1/admin/withdrawal-configs/${seller.user.id}`, {
      token: admin.access,
      body: {
        minAmount: 10,
        maxAmount: 1000,
        dailyLimit: 2500,
        feeType: "FIXED",
        feeValue: 0,
        mode: "MANUAL",
        allowApi: false,
      },
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => request(seller.access, { amount: 1000, pixKey: "fulano@example.com" })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.code === "LIMIT_EXCEEDED")).toBe(true);
    expect((await balance(seller.access)).pendingBalance).toBe(2000);
  });

  it("charges a percentage fee and is idempotent by key", async () => {
    const seller = await fundedSeller(100_000);
    await api.put(`/api/v1/admin/withdrawal-configs/${seller.user.id}`, {
      token: admin.access,
      body: {
        minAmount: 20,
        maxAmount: 5000,
        dailyLimit: 50000,
        feeType: "PERCENTAGE",
        feeValue: 1.5,
        mode: "MANUAL",
        allowApi: false,
      },
    });
    const headers = { "idempotency-key": randomUUID() };
    const first = await request(seller.access, { amount: 200, pixKey: "fulano@example.com" }, headers);
    expect(first.body).toMatchObject({ fee: 3, netAmount: 197 });
    expect((await request(seller.access, { amount: 200, pixKey: "fulano@example.com" }, headers)).body.id).toBe(
      first.body.id,
    );
    expect((await request(seller.access, { amount: 201, pixKey: "fulano@example.com" }, headers)).status).toBe(409);
    expect((await balance(seller.access)).pendingBalance).toBe(200);
  });

  it("is for approved sellers", async () => {
    const pending = await createUserAndLogin(api);
    expect((await request(pending.access, { amount: 50, pixKey: "fulano@example.com" })).body.code).toBe(
      "SELLER_NOT_APPROVED",
    );
    expect((await request(admin.access, { amount: 50, pixKey: "fulano@example.com" })).status).toBe(403);
  });
});

describe("the review and the payout", () => {
  it("approve → PROCESSING → the sandbox completes it: the money leaves for good", async () => {
    const seller = await fundedSeller(50_000);
    const created = await request(seller.access, { amount: 100 });
    expect(created.body).toMatchObject({ pixKey: "fulano@example.com", pixKeyType: "EMAIL" });
    expect(
      (await api.get("/api/v1/admin/withdrawals/request", { token: admin.access })).body.data.map(
        (w: { id: string }) => w.id,
      ),
    ).toContain(created.body.id);
    const approved = await api.post(`/api/v1/admin/withdrawals/${created.body.id}/approve`, { token: admin.access });
    expect(approved.body).toMatchObject({ status: "PROCESSING", reviewedBy: admin.user.id });
    expect(
      (await api.post(`/api/v1/admin/withdrawals/${created.body.id}/approve`, { token: admin.access })).status,
    ).toBe(422);
    const completed = await api.post(`/api/v1/sandbox/withdrawals/${created.body.id}/complete`);
    expect(completed.body.callbacks[0].outcome).toBe("applied");
    const seen = await api.get(`/api/v1/withdrawals/${created.body.id}`, { token: seller.access });
    expect(seen.body.status).toBe("COMPLETED");
    expect(seen.body.completedAt).not.toBeNull();
    expect(await balance(seller.access)).toMatchObject({ availableBalance: 400, pendingBalance: 0 });
    expect((await api.post(`/api/v1/sandbox/withdrawals/${created.body.id}/fail`)).body.callbacks[0].outcome).toBe(
      "ignored",
    );
    const dashboard = await api.get("/api/v1/admin/withdrawals/dashboard", { token: admin.access });
    expect(dashboard.body.qtdWithdrawalsApproved).toBeGreaterThanOrEqual(1);
    await expectLedgerConsistent();
  });

  it("sends a payout its approval left unsent (a crash after the commit) once, from the job, by the withdrawal's id", async () => {
    const seller = await fundedSeller(50_000);
    const created = await request(seller.access, { amount: 100, pixKey: "fulano@example.com" });
    // What approveWithdrawal's transaction leaves if the process dies before the provider is called.
    await transaction(async (tx) =>
      approvePayout(tx, (await withdrawalRow(tx, created.body.id))[0]!, sessionActor(admin.user)),
    );
    expect(await db().withdrawal.findUniqueOrThrow({ where: { id: created.body.id } })).toMatchObject({
      status: "PROCESSING",
      providerPayoutId: null,
    });
    expect(await sendPendingPayouts()).toBe(0);
    expect(await sendPendingPayouts(new Date(Date.now() + 3 * 60_000))).toBe(1);
    expect((await db().withdrawal.findUniqueOrThrow({ where: { id: created.body.id } })).providerPayoutId).toBe(
      `sbx_po_${created.body.id}`,
    );
    expect(await sendPendingPayouts(new Date(Date.now() + 3 * 60_000))).toBe(0);
    expect((await api.post(`/api/v1/sandbox/withdrawals/${created.body.id}/complete`)).body.callbacks[0].outcome).toBe(
      "applied",
    );
    expect((await api.get(`/api/v1/withdrawals/${created.body.id}`, { token: seller.access })).body.status).toBe(
      "COMPLETED",
    );
    await expectLedgerConsistent();
  });

  it("a failed payout returns the money", async () => {
    const seller = await fundedSeller(50_000);
    const created = await request(seller.access, { amount: 100, pixKey: "fulano@example.com" });
    await api.post(`/api/v1/admin/withdrawals/${created.body.id}/approve`, { token: admin.access });
    await api.post(`/api/v1/sandbox/withdrawals/${created.body.id}/fail`);
    const seen = await api.get(`/api/v1/withdrawals/${created.body.id}`, { token: seller.access });
    expect(seen.body).toMatchObject({ status: "FAILED", failureReason: expect.any(String) });
    expect(await balance(seller.access)).toMatchObject({ availableBalance: 500, pendingBalance: 0 });
    await expectLedgerConsistent();
  });

  it("refuses to approve while the seller's available balance is below zero (after a MED devolução), and to request", async () => {
    const seller = await fundedSeller(50_000);
    const created = await request(seller.access, { amount: 100 });
    // What a MED devolução of R$ 450,00 leaves once the withdrawal holds R$ 100,00 of the R$ 500,00: R$ -50,00.
    await fundSeller(seller.user.id, -45_000);
    expect(await balance(seller.access)).toMatchObject({ availableBalance: -50, pendingBalance: 100 });
    const refused = await api.post(`/api/v1/admin/withdrawals/${created.body.id}/approve`, { token: admin.access });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: "INSUFFICIENT_BALANCE",
      message: `O saldo disponível do vendedor está negativo (${formatBRL(-5_000)}): cubra-o antes de aprovar este saque.`,
    });
    expect((await api.get(`/api/v1/withdrawals/${created.body.id}`, { token: seller.access })).body).toMatchObject({
      status: "REQUESTED",
      reviewedAt: null,
    });
    expect(
      (await db().auditLog.findMany({ where: { entityId: created.body.id } })).map((entry) => entry.action),
    ).toEqual(["withdrawal.requested"]);
    expect((await request(seller.access, { amount: 20 })).body.code).toBe("INSUFFICIENT_BALANCE");

    // Covered again (a sale, an adjustment): the same withdrawal is approved as usual.
    await fundSeller(seller.user.id, 5_000);
    const approved = await api.post(`/api/v1/admin/withdrawals/${created.body.id}/approve`, { token: admin.access });
    expect(approved.body.status).toBe("PROCESSING");
    await expectLedgerConsistent();
  });

  it("reject and cancel return the money; only REQUESTED ones can be", async () => {
    const seller = await fundedSeller(50_000);
    const a = await request(seller.access, { amount: 100, pixKey: "fulano@example.com" });
    const b = await request(seller.access, { amount: 50, pixKey: "fulano@example.com" });
    const rejected = await api.post(`/api/v1/admin/withdrawals/${a.body.id}/reject`, {
      token: admin.access,
      body: { reason: "Chave de terceiro" },
    });
    expect(rejected.body).toMatchObject({ status: "REJECTED", rejectionReason: "Chave de terceiro" });
    expect((await api.post(`/api/v1/withdrawals/${b.body.id}/cancel`, { token: seller.access })).body.status).toBe(
      "CANCELLED",
    );
    expect((await api.post(`/api/v1/withdrawals/${b.body.id}/cancel`, { token: seller.access })).status).toBe(422);
    expect((await api.post(`/api/v1/admin/withdrawals/${a.body.id}/approve`, { token: admin.access })).status).toBe(
      422,
    );
    expect(await balance(seller.access)).toMatchObject({ availableBalance: 500, pendingBalance: 0 });
    expect(await db().auditLog.count({ where: { entityId: a.body.id, action: "withdrawal.rejected" } })).toBe(1);
    const cancelled = await db().auditLog.findFirstOrThrow({
      where: { entityId: b.body.id, action: "withdrawal.cancelled" },
    });
    expect(cancelled).toMatchObject({
      actorId: seller.user.id,
      before: { status: "REQUESTED" },
      after: { status: "CANCELLED" },
    });
    expect(await db().auditLog.count({ where: { entityId: b.body.id, action: "withdrawal.requested" } })).toBe(1);
    await expectLedgerConsistent();
  });

  it("keeps sellers to their own withdrawals and reviews to admins", async () => {
    const a = await fundedSeller(50_000);
    const b = await fundedSeller(50_000);
    const created = await request(a.access, { amount: 100, pixKey: "fulano@example.com" });
    expect((await api.get(`/api/v1/withdrawals/${created.body.id}`, { token: b.access })).status).toBe(404);
    expect((await api.post(`/api/v1/withdrawals/${created.body.id}/cancel`, { token: b.access })).status).toBe(404);
    expect((await api.get("/api/v1/withdrawals", { token: b.access })).body.totalRecords).toBe(0);
    expect((await api.post(`/api/v1/admin/withdrawals/${created.body.id}/approve`, { token: a.access })).status).toBe(
      403,
    );
    expect((await api.get("/api/v1/admin/withdrawals", { token: a.access })).status).toBe(403);
    const list = await api.get(`/api/v1/admin/withdrawals?sellerId=${a.user.id}`, { token: admin.access });
    expect(list.body.data[0].seller).toMatchObject({ id: a.user.id, companyName: expect.any(String), enterprises: [] });
    expect((await api.get(`/api/v1/admin/withdrawals/${randomUUID()}/approve`, { token: admin.access })).status).toBe(
      405,
    );
    expect((await api.post(`/api/v1/admin/withdrawals/${randomUUID()}/approve`, { token: admin.access })).status).toBe(
      404,
    );
  });
});

describe("withdrawal configs", () => {
  it("shows defaults, validates and audits changes", async () => {
    const seller = await fundedSeller(0);
    expect((await api.get("/api/v1/withdrawal-configs/me", { token: seller.access })).body).toMatchObject({
      minAmount: 20,
      maxAmount: 5000,
      dailyLimit: 50000,
      feeType: "FIXED",
      feeValue: 2,
      mode: "MANUAL",
      allowApi: false,
      updatedAt: null,
    });
    const bad = await api.put(`/api/v1/admin/withdrawal-configs/${seller.user.id}`, {
      token: admin.access,
      body: {
        minAmount: 100,
        maxAmount: 50,
        dailyLimit: 10,
        feeType: "PERCENTAGE",
        feeValue: 150,
        mode: "MANUAL",
        allowApi: false,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      "dailyLimit",
      "feeValue",
      "maxAmount",
    ]);
    // A fee that takes the whole minimum withdrawal would refuse every smallest withdrawal the rules allow.
    const rules = { minAmount: 20, maxAmount: 50, dailyLimit: 100, mode: "MANUAL", allowApi: false };
    for (const fee of [
      { feeType: "FIXED", feeValue: 20 },
      { feeType: "FIXED", feeValue: 50 },
      { feeType: "PERCENTAGE", feeValue: 100 },
      { feeType: "PERCENTAGE", feeValue: 99.99 },
    ]) {
      const eating = await api.put(`/api/v1/admin/withdrawal-configs/${seller.user.id}`, {
        token: admin.access,
        body: { ...rules, ...fee },
      });
      expect(eating.status, JSON.stringify(fee)).toBe(400);
      expect(eating.body.details).toEqual([
        { path: "feeValue", message: "A tarifa não pode consumir o saque mínimo (R$\u00a020,00)" },
      ]);
    }
    expect(
      (await api.put(`/api/v1/admin/withdrawal-configs/${randomUUID()}`, { token: admin.access, body: {} })).status,
    ).toBe(400);
    expect((await api.get(`/api/v1/admin/withdrawal-configs/${randomUUID()}`, { token: admin.access })).status).toBe(
      404,
    );
    expect((await api.get(`/api/v1/admin/withdrawal-configs/${seller.user.id}`, { token: seller.access })).status).toBe(
      403,
    );
    const list = await api.get("/api/v1/admin/withdrawal-configs?perPage=100", { token: admin.access });
    expect(list.body.data.some((c: { sellerId: string }) => c.sellerId === seller.user.id)).toBe(true);
  });

  it("tells the seller how much of the daily limit today's withdrawals took, as the request counts it", async () => {
    const seller = await fundedSeller(50_000);
    const own = async () => (await api.get("/api/v1/withdrawal-configs/me", { token: seller.access })).body;
    expect((await own()).withdrawnToday).toBe(0);
    const kept = await request(seller.access, { amount: 100, pixKey: "fulano@example.com" });
    const cancelled = await request(seller.access, { amount: 30, pixKey: "fulano@example.com" });
    await api.post(`/api/v1/withdrawals/${cancelled.body.id}/cancel`, { token: seller.access });
    const rejected = await request(seller.access, { amount: 40, pixKey: "fulano@example.com" });
    await api.post(`/api/v1/admin/withdrawals/${rejected.body.id}/reject`, {
      token: admin.access,
      body: { reason: "Chave de terceiro" },
    });
    // Yesterday's (São Paulo) withdrawal is not today's.
    const yesterday = await request(seller.access, { amount: 20, pixKey: "fulano@example.com" });
    await db().withdrawal.update({
      where: { id: yesterday.body.id },
      data: { requestedAt: new Date(Date.now() - 2 * 86_400_000) },
    });
    expect(kept.status).toBe(201);
    expect(await own()).toMatchObject({ dailyLimit: 50000, withdrawnToday: 100 });
    // Another seller's withdrawals are theirs.
    const other = await fundedSeller(0);
    expect((await api.get("/api/v1/withdrawal-configs/me", { token: other.access })).body.withdrawnToday).toBe(0);
  });
});
